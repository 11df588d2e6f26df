from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.list_collection_pids_response_200 import ListCollectionPidsResponse200
from ...models.list_collection_pids_response_401 import ListCollectionPidsResponse401
from ...models.list_collection_pids_response_403 import ListCollectionPidsResponse403
from ...models.list_collection_pids_response_404 import ListCollectionPidsResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    app_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/collections/{app_id}/pids".format(
            app_id=quote(str(app_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListCollectionPidsResponse200
    | ListCollectionPidsResponse401
    | ListCollectionPidsResponse403
    | ListCollectionPidsResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = ListCollectionPidsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ListCollectionPidsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListCollectionPidsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ListCollectionPidsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListCollectionPidsResponse200
    | ListCollectionPidsResponse401
    | ListCollectionPidsResponse403
    | ListCollectionPidsResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    ListCollectionPidsResponse200
    | ListCollectionPidsResponse401
    | ListCollectionPidsResponse403
    | ListCollectionPidsResponse404
    | Problem
]:
    """Every PID of a Collection, oldest version first (Read on it).

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListCollectionPidsResponse200 | ListCollectionPidsResponse401 | ListCollectionPidsResponse403 | ListCollectionPidsResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    app_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    ListCollectionPidsResponse200
    | ListCollectionPidsResponse401
    | ListCollectionPidsResponse403
    | ListCollectionPidsResponse404
    | Problem
    | None
):
    """Every PID of a Collection, oldest version first (Read on it).

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListCollectionPidsResponse200 | ListCollectionPidsResponse401 | ListCollectionPidsResponse403 | ListCollectionPidsResponse404 | Problem
    """

    return sync_detailed(
        app_id=app_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    ListCollectionPidsResponse200
    | ListCollectionPidsResponse401
    | ListCollectionPidsResponse403
    | ListCollectionPidsResponse404
    | Problem
]:
    """Every PID of a Collection, oldest version first (Read on it).

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListCollectionPidsResponse200 | ListCollectionPidsResponse401 | ListCollectionPidsResponse403 | ListCollectionPidsResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    app_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    ListCollectionPidsResponse200
    | ListCollectionPidsResponse401
    | ListCollectionPidsResponse403
    | ListCollectionPidsResponse404
    | Problem
    | None
):
    """Every PID of a Collection, oldest version first (Read on it).

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListCollectionPidsResponse200 | ListCollectionPidsResponse401 | ListCollectionPidsResponse403 | ListCollectionPidsResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            app_id=app_id,
            client=client,
        )
    ).parsed
