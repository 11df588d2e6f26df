from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_template_response_200 import GetTemplateResponse200
from ...models.get_template_response_401 import GetTemplateResponse401
from ...models.get_template_response_403 import GetTemplateResponse403
from ...models.get_template_response_404 import GetTemplateResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    app_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/templates/{app_id}".format(
            app_id=quote(str(app_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetTemplateResponse200
    | GetTemplateResponse401
    | GetTemplateResponse403
    | GetTemplateResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetTemplateResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetTemplateResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetTemplateResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetTemplateResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetTemplateResponse200
    | GetTemplateResponse401
    | GetTemplateResponse403
    | GetTemplateResponse404
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
    GetTemplateResponse200
    | GetTemplateResponse401
    | GetTemplateResponse403
    | GetTemplateResponse404
    | Problem
]:
    """One template (any revision, retired ones too).

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetTemplateResponse200 | GetTemplateResponse401 | GetTemplateResponse403 | GetTemplateResponse404 | Problem]
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
    GetTemplateResponse200
    | GetTemplateResponse401
    | GetTemplateResponse403
    | GetTemplateResponse404
    | Problem
    | None
):
    """One template (any revision, retired ones too).

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetTemplateResponse200 | GetTemplateResponse401 | GetTemplateResponse403 | GetTemplateResponse404 | Problem
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
    GetTemplateResponse200
    | GetTemplateResponse401
    | GetTemplateResponse403
    | GetTemplateResponse404
    | Problem
]:
    """One template (any revision, retired ones too).

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetTemplateResponse200 | GetTemplateResponse401 | GetTemplateResponse403 | GetTemplateResponse404 | Problem]
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
    GetTemplateResponse200
    | GetTemplateResponse401
    | GetTemplateResponse403
    | GetTemplateResponse404
    | Problem
    | None
):
    """One template (any revision, retired ones too).

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetTemplateResponse200 | GetTemplateResponse401 | GetTemplateResponse403 | GetTemplateResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            app_id=app_id,
            client=client,
        )
    ).parsed
