from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_refresh_run_response_200 import GetRefreshRunResponse200
from ...models.get_refresh_run_response_401 import GetRefreshRunResponse401
from ...models.get_refresh_run_response_403 import GetRefreshRunResponse403
from ...models.get_refresh_run_response_404 import GetRefreshRunResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    run_app_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/admin/semantic/refresh-ontologies/{run_app_id}".format(
            run_app_id=quote(str(run_app_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetRefreshRunResponse200
    | GetRefreshRunResponse401
    | GetRefreshRunResponse403
    | GetRefreshRunResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetRefreshRunResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetRefreshRunResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetRefreshRunResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetRefreshRunResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetRefreshRunResponse200
    | GetRefreshRunResponse401
    | GetRefreshRunResponse403
    | GetRefreshRunResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    run_app_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetRefreshRunResponse200
    | GetRefreshRunResponse401
    | GetRefreshRunResponse403
    | GetRefreshRunResponse404
    | Problem
]:
    """A refresh run that outlasted its request, with its outcome once DONE

    Args:
        run_app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetRefreshRunResponse200 | GetRefreshRunResponse401 | GetRefreshRunResponse403 | GetRefreshRunResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        run_app_id=run_app_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    run_app_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetRefreshRunResponse200
    | GetRefreshRunResponse401
    | GetRefreshRunResponse403
    | GetRefreshRunResponse404
    | Problem
    | None
):
    """A refresh run that outlasted its request, with its outcome once DONE

    Args:
        run_app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetRefreshRunResponse200 | GetRefreshRunResponse401 | GetRefreshRunResponse403 | GetRefreshRunResponse404 | Problem
    """

    return sync_detailed(
        run_app_id=run_app_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    run_app_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetRefreshRunResponse200
    | GetRefreshRunResponse401
    | GetRefreshRunResponse403
    | GetRefreshRunResponse404
    | Problem
]:
    """A refresh run that outlasted its request, with its outcome once DONE

    Args:
        run_app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetRefreshRunResponse200 | GetRefreshRunResponse401 | GetRefreshRunResponse403 | GetRefreshRunResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        run_app_id=run_app_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    run_app_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetRefreshRunResponse200
    | GetRefreshRunResponse401
    | GetRefreshRunResponse403
    | GetRefreshRunResponse404
    | Problem
    | None
):
    """A refresh run that outlasted its request, with its outcome once DONE

    Args:
        run_app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetRefreshRunResponse200 | GetRefreshRunResponse401 | GetRefreshRunResponse403 | GetRefreshRunResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            run_app_id=run_app_id,
            client=client,
        )
    ).parsed
