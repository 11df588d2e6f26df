from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.test_datacite_connection_response_200 import (
    TestDataciteConnectionResponse200,
)
from ...models.test_datacite_connection_response_401 import (
    TestDataciteConnectionResponse401,
)
from ...models.test_datacite_connection_response_403 import (
    TestDataciteConnectionResponse403,
)
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/admin/minters/datacite/test",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Problem
    | TestDataciteConnectionResponse200
    | TestDataciteConnectionResponse401
    | TestDataciteConnectionResponse403
):
    if response.status_code == 200:
        response_200 = TestDataciteConnectionResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = TestDataciteConnectionResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = TestDataciteConnectionResponse403.from_dict(response.json())

        return response_403

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Problem
    | TestDataciteConnectionResponse200
    | TestDataciteConnectionResponse401
    | TestDataciteConnectionResponse403
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    Problem
    | TestDataciteConnectionResponse200
    | TestDataciteConnectionResponse401
    | TestDataciteConnectionResponse403
]:
    """One authenticated read of the repository's DOIs at DataCite with the configured account: whether it
    answered and accepted it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TestDataciteConnectionResponse200 | TestDataciteConnectionResponse401 | TestDataciteConnectionResponse403]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> (
    Problem
    | TestDataciteConnectionResponse200
    | TestDataciteConnectionResponse401
    | TestDataciteConnectionResponse403
    | None
):
    """One authenticated read of the repository's DOIs at DataCite with the configured account: whether it
    answered and accepted it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TestDataciteConnectionResponse200 | TestDataciteConnectionResponse401 | TestDataciteConnectionResponse403
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    Problem
    | TestDataciteConnectionResponse200
    | TestDataciteConnectionResponse401
    | TestDataciteConnectionResponse403
]:
    """One authenticated read of the repository's DOIs at DataCite with the configured account: whether it
    answered and accepted it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TestDataciteConnectionResponse200 | TestDataciteConnectionResponse401 | TestDataciteConnectionResponse403]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    Problem
    | TestDataciteConnectionResponse200
    | TestDataciteConnectionResponse401
    | TestDataciteConnectionResponse403
    | None
):
    """One authenticated read of the repository's DOIs at DataCite with the configured account: whether it
    answered and accepted it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TestDataciteConnectionResponse200 | TestDataciteConnectionResponse401 | TestDataciteConnectionResponse403
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
