from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_liveness_response_200 import GetLivenessResponse200
from ...models.get_liveness_response_503 import GetLivenessResponse503
from ...models.problem import Problem
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/healthz/live",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GetLivenessResponse200 | GetLivenessResponse503 | Problem:
    if response.status_code == 200:
        response_200 = GetLivenessResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 503:
        response_503 = GetLivenessResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[GetLivenessResponse200 | GetLivenessResponse503 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[GetLivenessResponse200 | GetLivenessResponse503 | Problem]:
    """Liveness of the function runtime

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetLivenessResponse200 | GetLivenessResponse503 | Problem]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> GetLivenessResponse200 | GetLivenessResponse503 | Problem | None:
    """Liveness of the function runtime

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetLivenessResponse200 | GetLivenessResponse503 | Problem
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[GetLivenessResponse200 | GetLivenessResponse503 | Problem]:
    """Liveness of the function runtime

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetLivenessResponse200 | GetLivenessResponse503 | Problem]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> GetLivenessResponse200 | GetLivenessResponse503 | Problem | None:
    """Liveness of the function runtime

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetLivenessResponse200 | GetLivenessResponse503 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
