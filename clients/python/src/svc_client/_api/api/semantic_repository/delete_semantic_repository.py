from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_semantic_repository_response_400 import (
    DeleteSemanticRepositoryResponse400,
)
from ...models.delete_semantic_repository_response_401 import (
    DeleteSemanticRepositoryResponse401,
)
from ...models.delete_semantic_repository_response_403 import (
    DeleteSemanticRepositoryResponse403,
)
from ...models.delete_semantic_repository_response_404 import (
    DeleteSemanticRepositoryResponse404,
)
from ...models.delete_semantic_repository_response_409 import (
    DeleteSemanticRepositoryResponse409,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    semantic_repository_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/svc/api/semanticRepositories/{semantic_repository_id}".format(
            semantic_repository_id=quote(str(semantic_repository_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DeleteSemanticRepositoryResponse400
    | DeleteSemanticRepositoryResponse401
    | DeleteSemanticRepositoryResponse403
    | DeleteSemanticRepositoryResponse404
    | DeleteSemanticRepositoryResponse409
    | Problem
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = DeleteSemanticRepositoryResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DeleteSemanticRepositoryResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteSemanticRepositoryResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteSemanticRepositoryResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = DeleteSemanticRepositoryResponse409.from_dict(response.json())

        return response_409

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteSemanticRepositoryResponse400
    | DeleteSemanticRepositoryResponse401
    | DeleteSemanticRepositoryResponse403
    | DeleteSemanticRepositoryResponse404
    | DeleteSemanticRepositoryResponse409
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
    Any
    | DeleteSemanticRepositoryResponse400
    | DeleteSemanticRepositoryResponse401
    | DeleteSemanticRepositoryResponse403
    | DeleteSemanticRepositoryResponse404
    | DeleteSemanticRepositoryResponse409
    | Problem
]:
    """Delete Semantic Repository (its creator or an instance admin; 409 while annotations use it)

    Args:
        semantic_repository_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteSemanticRepositoryResponse400 | DeleteSemanticRepositoryResponse401 | DeleteSemanticRepositoryResponse403 | DeleteSemanticRepositoryResponse404 | DeleteSemanticRepositoryResponse409 | Problem]
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
    Any
    | DeleteSemanticRepositoryResponse400
    | DeleteSemanticRepositoryResponse401
    | DeleteSemanticRepositoryResponse403
    | DeleteSemanticRepositoryResponse404
    | DeleteSemanticRepositoryResponse409
    | Problem
    | None
):
    """Delete Semantic Repository (its creator or an instance admin; 409 while annotations use it)

    Args:
        semantic_repository_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteSemanticRepositoryResponse400 | DeleteSemanticRepositoryResponse401 | DeleteSemanticRepositoryResponse403 | DeleteSemanticRepositoryResponse404 | DeleteSemanticRepositoryResponse409 | Problem
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
    Any
    | DeleteSemanticRepositoryResponse400
    | DeleteSemanticRepositoryResponse401
    | DeleteSemanticRepositoryResponse403
    | DeleteSemanticRepositoryResponse404
    | DeleteSemanticRepositoryResponse409
    | Problem
]:
    """Delete Semantic Repository (its creator or an instance admin; 409 while annotations use it)

    Args:
        semantic_repository_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteSemanticRepositoryResponse400 | DeleteSemanticRepositoryResponse401 | DeleteSemanticRepositoryResponse403 | DeleteSemanticRepositoryResponse404 | DeleteSemanticRepositoryResponse409 | Problem]
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
    Any
    | DeleteSemanticRepositoryResponse400
    | DeleteSemanticRepositoryResponse401
    | DeleteSemanticRepositoryResponse403
    | DeleteSemanticRepositoryResponse404
    | DeleteSemanticRepositoryResponse409
    | Problem
    | None
):
    """Delete Semantic Repository (its creator or an instance admin; 409 while annotations use it)

    Args:
        semantic_repository_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteSemanticRepositoryResponse400 | DeleteSemanticRepositoryResponse401 | DeleteSemanticRepositoryResponse403 | DeleteSemanticRepositoryResponse404 | DeleteSemanticRepositoryResponse409 | Problem
    """

    return (
        await asyncio_detailed(
            semantic_repository_id=semantic_repository_id,
            client=client,
        )
    ).parsed
