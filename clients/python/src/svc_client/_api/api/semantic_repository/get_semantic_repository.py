from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_semantic_repository_response_200 import (
    GetSemanticRepositoryResponse200,
)
from ...models.get_semantic_repository_response_400 import (
    GetSemanticRepositoryResponse400,
)
from ...models.get_semantic_repository_response_401 import (
    GetSemanticRepositoryResponse401,
)
from ...models.get_semantic_repository_response_403 import (
    GetSemanticRepositoryResponse403,
)
from ...models.get_semantic_repository_response_404 import (
    GetSemanticRepositoryResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    semantic_repository_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/semanticRepositories/{semantic_repository_id}".format(
            semantic_repository_id=quote(str(semantic_repository_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetSemanticRepositoryResponse200
    | GetSemanticRepositoryResponse400
    | GetSemanticRepositoryResponse401
    | GetSemanticRepositoryResponse403
    | GetSemanticRepositoryResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetSemanticRepositoryResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetSemanticRepositoryResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetSemanticRepositoryResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetSemanticRepositoryResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetSemanticRepositoryResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetSemanticRepositoryResponse200
    | GetSemanticRepositoryResponse400
    | GetSemanticRepositoryResponse401
    | GetSemanticRepositoryResponse403
    | GetSemanticRepositoryResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    semantic_repository_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetSemanticRepositoryResponse200
    | GetSemanticRepositoryResponse400
    | GetSemanticRepositoryResponse401
    | GetSemanticRepositoryResponse403
    | GetSemanticRepositoryResponse404
    | Problem
]:
    """Get Semantic Repository

    Args:
        semantic_repository_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetSemanticRepositoryResponse200 | GetSemanticRepositoryResponse400 | GetSemanticRepositoryResponse401 | GetSemanticRepositoryResponse403 | GetSemanticRepositoryResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        semantic_repository_id=semantic_repository_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    semantic_repository_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetSemanticRepositoryResponse200
    | GetSemanticRepositoryResponse400
    | GetSemanticRepositoryResponse401
    | GetSemanticRepositoryResponse403
    | GetSemanticRepositoryResponse404
    | Problem
    | None
):
    """Get Semantic Repository

    Args:
        semantic_repository_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetSemanticRepositoryResponse200 | GetSemanticRepositoryResponse400 | GetSemanticRepositoryResponse401 | GetSemanticRepositoryResponse403 | GetSemanticRepositoryResponse404 | Problem
    """

    return sync_detailed(
        semantic_repository_id=semantic_repository_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    semantic_repository_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetSemanticRepositoryResponse200
    | GetSemanticRepositoryResponse400
    | GetSemanticRepositoryResponse401
    | GetSemanticRepositoryResponse403
    | GetSemanticRepositoryResponse404
    | Problem
]:
    """Get Semantic Repository

    Args:
        semantic_repository_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetSemanticRepositoryResponse200 | GetSemanticRepositoryResponse400 | GetSemanticRepositoryResponse401 | GetSemanticRepositoryResponse403 | GetSemanticRepositoryResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        semantic_repository_id=semantic_repository_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    semantic_repository_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetSemanticRepositoryResponse200
    | GetSemanticRepositoryResponse400
    | GetSemanticRepositoryResponse401
    | GetSemanticRepositoryResponse403
    | GetSemanticRepositoryResponse404
    | Problem
    | None
):
    """Get Semantic Repository

    Args:
        semantic_repository_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetSemanticRepositoryResponse200 | GetSemanticRepositoryResponse400 | GetSemanticRepositoryResponse401 | GetSemanticRepositoryResponse403 | GetSemanticRepositoryResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            semantic_repository_id=semantic_repository_id,
            client=client,
        )
    ).parsed
