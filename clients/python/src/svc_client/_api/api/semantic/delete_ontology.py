from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_ontology_response_401 import DeleteOntologyResponse401
from ...models.delete_ontology_response_403 import DeleteOntologyResponse403
from ...models.delete_ontology_response_404 import DeleteOntologyResponse404
from ...models.delete_ontology_response_409 import DeleteOntologyResponse409
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v2/admin/semantic/ontologies/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DeleteOntologyResponse401
    | DeleteOntologyResponse403
    | DeleteOntologyResponse404
    | DeleteOntologyResponse409
    | Problem
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = DeleteOntologyResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteOntologyResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteOntologyResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = DeleteOntologyResponse409.from_dict(response.json())

        return response_409

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteOntologyResponse401
    | DeleteOntologyResponse403
    | DeleteOntologyResponse404
    | DeleteOntologyResponse409
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteOntologyResponse401
    | DeleteOntologyResponse403
    | DeleteOntologyResponse404
    | DeleteOntologyResponse409
    | Problem
]:
    """Remove an uploaded bundle: its file, its row and what it brought into the INTERNAL repository

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteOntologyResponse401 | DeleteOntologyResponse403 | DeleteOntologyResponse404 | DeleteOntologyResponse409 | Problem]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteOntologyResponse401
    | DeleteOntologyResponse403
    | DeleteOntologyResponse404
    | DeleteOntologyResponse409
    | Problem
    | None
):
    """Remove an uploaded bundle: its file, its row and what it brought into the INTERNAL repository

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteOntologyResponse401 | DeleteOntologyResponse403 | DeleteOntologyResponse404 | DeleteOntologyResponse409 | Problem
    """

    return sync_detailed(
        id=id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteOntologyResponse401
    | DeleteOntologyResponse403
    | DeleteOntologyResponse404
    | DeleteOntologyResponse409
    | Problem
]:
    """Remove an uploaded bundle: its file, its row and what it brought into the INTERNAL repository

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteOntologyResponse401 | DeleteOntologyResponse403 | DeleteOntologyResponse404 | DeleteOntologyResponse409 | Problem]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteOntologyResponse401
    | DeleteOntologyResponse403
    | DeleteOntologyResponse404
    | DeleteOntologyResponse409
    | Problem
    | None
):
    """Remove an uploaded bundle: its file, its row and what it brought into the INTERNAL repository

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteOntologyResponse401 | DeleteOntologyResponse403 | DeleteOntologyResponse404 | DeleteOntologyResponse409 | Problem
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
