from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_internal_repository_response_200 import (
    GetInternalRepositoryResponse200,
)
from ...models.get_internal_repository_response_401 import (
    GetInternalRepositoryResponse401,
)
from ...models.get_internal_repository_response_403 import (
    GetInternalRepositoryResponse403,
)
from ...models.get_internal_repository_response_404 import (
    GetInternalRepositoryResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/semantic/internal-repository",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetInternalRepositoryResponse200
    | GetInternalRepositoryResponse401
    | GetInternalRepositoryResponse403
    | GetInternalRepositoryResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetInternalRepositoryResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetInternalRepositoryResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetInternalRepositoryResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetInternalRepositoryResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetInternalRepositoryResponse200
    | GetInternalRepositoryResponse401
    | GetInternalRepositoryResponse403
    | GetInternalRepositoryResponse404
    | Problem
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
    GetInternalRepositoryResponse200
    | GetInternalRepositoryResponse401
    | GetInternalRepositoryResponse403
    | GetInternalRepositoryResponse404
    | Problem
]:
    """The INTERNAL semantic repository (the loaded ontologies): its legacy id for annotations and its
    appId for SPARQL. It is not on the legacy shelf, whose 5.2 schema has no INTERNAL type

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetInternalRepositoryResponse200 | GetInternalRepositoryResponse401 | GetInternalRepositoryResponse403 | GetInternalRepositoryResponse404 | Problem]
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
    GetInternalRepositoryResponse200
    | GetInternalRepositoryResponse401
    | GetInternalRepositoryResponse403
    | GetInternalRepositoryResponse404
    | Problem
    | None
):
    """The INTERNAL semantic repository (the loaded ontologies): its legacy id for annotations and its
    appId for SPARQL. It is not on the legacy shelf, whose 5.2 schema has no INTERNAL type

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetInternalRepositoryResponse200 | GetInternalRepositoryResponse401 | GetInternalRepositoryResponse403 | GetInternalRepositoryResponse404 | Problem
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    GetInternalRepositoryResponse200
    | GetInternalRepositoryResponse401
    | GetInternalRepositoryResponse403
    | GetInternalRepositoryResponse404
    | Problem
]:
    """The INTERNAL semantic repository (the loaded ontologies): its legacy id for annotations and its
    appId for SPARQL. It is not on the legacy shelf, whose 5.2 schema has no INTERNAL type

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetInternalRepositoryResponse200 | GetInternalRepositoryResponse401 | GetInternalRepositoryResponse403 | GetInternalRepositoryResponse404 | Problem]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    GetInternalRepositoryResponse200
    | GetInternalRepositoryResponse401
    | GetInternalRepositoryResponse403
    | GetInternalRepositoryResponse404
    | Problem
    | None
):
    """The INTERNAL semantic repository (the loaded ontologies): its legacy id for annotations and its
    appId for SPARQL. It is not on the legacy shelf, whose 5.2 schema has no INTERNAL type

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetInternalRepositoryResponse200 | GetInternalRepositoryResponse401 | GetInternalRepositoryResponse403 | GetInternalRepositoryResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
