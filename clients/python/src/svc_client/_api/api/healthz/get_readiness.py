from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_readiness_response_200 import GetReadinessResponse200
from ...models.get_readiness_response_503 import GetReadinessResponse503
from ...models.problem import Problem
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/healthz/ready",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GetReadinessResponse200 | GetReadinessResponse503 | Problem:
    if response.status_code == 200:
        response_200 = GetReadinessResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 503:
        response_503 = GetReadinessResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[GetReadinessResponse200 | GetReadinessResponse503 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[GetReadinessResponse200 | GetReadinessResponse503 | Problem]:
    """Readiness: application state (configuration valid, graph schema migrated, tables provisioned)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetReadinessResponse200 | GetReadinessResponse503 | Problem]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> GetReadinessResponse200 | GetReadinessResponse503 | Problem | None:
    """Readiness: application state (configuration valid, graph schema migrated, tables provisioned)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetReadinessResponse200 | GetReadinessResponse503 | Problem
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[GetReadinessResponse200 | GetReadinessResponse503 | Problem]:
    """Readiness: application state (configuration valid, graph schema migrated, tables provisioned)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetReadinessResponse200 | GetReadinessResponse503 | Problem]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> GetReadinessResponse200 | GetReadinessResponse503 | Problem | None:
    """Readiness: application state (configuration valid, graph schema migrated, tables provisioned)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetReadinessResponse200 | GetReadinessResponse503 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
