from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_semantic_repository_body import CreateSemanticRepositoryBody
from ...models.create_semantic_repository_response_201 import (
    CreateSemanticRepositoryResponse201,
)
from ...models.create_semantic_repository_response_400 import (
    CreateSemanticRepositoryResponse400,
)
from ...models.create_semantic_repository_response_401 import (
    CreateSemanticRepositoryResponse401,
)
from ...models.create_semantic_repository_response_403 import (
    CreateSemanticRepositoryResponse403,
)
from ...models.create_semantic_repository_response_404 import (
    CreateSemanticRepositoryResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CreateSemanticRepositoryBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/semanticRepositories",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateSemanticRepositoryResponse201
    | CreateSemanticRepositoryResponse400
    | CreateSemanticRepositoryResponse401
    | CreateSemanticRepositoryResponse403
    | CreateSemanticRepositoryResponse404
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateSemanticRepositoryResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateSemanticRepositoryResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateSemanticRepositoryResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateSemanticRepositoryResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateSemanticRepositoryResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateSemanticRepositoryResponse201
    | CreateSemanticRepositoryResponse400
    | CreateSemanticRepositoryResponse401
    | CreateSemanticRepositoryResponse403
    | CreateSemanticRepositoryResponse404
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
    body: CreateSemanticRepositoryBody,
) -> Response[
    CreateSemanticRepositoryResponse201
    | CreateSemanticRepositoryResponse400
    | CreateSemanticRepositoryResponse401
    | CreateSemanticRepositoryResponse403
    | CreateSemanticRepositoryResponse404
    | Problem
]:
    """Create Semantic Repository (endpoint: an http(s) URL)

    Args:
        body (CreateSemanticRepositoryBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateSemanticRepositoryResponse201 | CreateSemanticRepositoryResponse400 | CreateSemanticRepositoryResponse401 | CreateSemanticRepositoryResponse403 | CreateSemanticRepositoryResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CreateSemanticRepositoryBody,
) -> (
    CreateSemanticRepositoryResponse201
    | CreateSemanticRepositoryResponse400
    | CreateSemanticRepositoryResponse401
    | CreateSemanticRepositoryResponse403
    | CreateSemanticRepositoryResponse404
    | Problem
    | None
):
    """Create Semantic Repository (endpoint: an http(s) URL)

    Args:
        body (CreateSemanticRepositoryBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateSemanticRepositoryResponse201 | CreateSemanticRepositoryResponse400 | CreateSemanticRepositoryResponse401 | CreateSemanticRepositoryResponse403 | CreateSemanticRepositoryResponse404 | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateSemanticRepositoryBody,
) -> Response[
    CreateSemanticRepositoryResponse201
    | CreateSemanticRepositoryResponse400
    | CreateSemanticRepositoryResponse401
    | CreateSemanticRepositoryResponse403
    | CreateSemanticRepositoryResponse404
    | Problem
]:
    """Create Semantic Repository (endpoint: an http(s) URL)

    Args:
        body (CreateSemanticRepositoryBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateSemanticRepositoryResponse201 | CreateSemanticRepositoryResponse400 | CreateSemanticRepositoryResponse401 | CreateSemanticRepositoryResponse403 | CreateSemanticRepositoryResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateSemanticRepositoryBody,
) -> (
    CreateSemanticRepositoryResponse201
    | CreateSemanticRepositoryResponse400
    | CreateSemanticRepositoryResponse401
    | CreateSemanticRepositoryResponse403
    | CreateSemanticRepositoryResponse404
    | Problem
    | None
):
    """Create Semantic Repository (endpoint: an http(s) URL)

    Args:
        body (CreateSemanticRepositoryBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateSemanticRepositoryResponse201 | CreateSemanticRepositoryResponse400 | CreateSemanticRepositoryResponse401 | CreateSemanticRepositoryResponse403 | CreateSemanticRepositoryResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
