from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.enable_ontology_response_200 import EnableOntologyResponse200
from ...models.enable_ontology_response_401 import EnableOntologyResponse401
from ...models.enable_ontology_response_403 import EnableOntologyResponse403
from ...models.enable_ontology_response_404 import EnableOntologyResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/admin/semantic/ontologies/{id}/enable".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    EnableOntologyResponse200
    | EnableOntologyResponse401
    | EnableOntologyResponse403
    | EnableOntologyResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = EnableOntologyResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = EnableOntologyResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = EnableOntologyResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = EnableOntologyResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    EnableOntologyResponse200
    | EnableOntologyResponse401
    | EnableOntologyResponse403
    | EnableOntologyResponse404
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
    EnableOntologyResponse200
    | EnableOntologyResponse401
    | EnableOntologyResponse403
    | EnableOntologyResponse404
    | Problem
]:
    """Enable a bundle (it rejoins the seed pass at the next start; a no-op when enabled)

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnableOntologyResponse200 | EnableOntologyResponse401 | EnableOntologyResponse403 | EnableOntologyResponse404 | Problem]
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
    EnableOntologyResponse200
    | EnableOntologyResponse401
    | EnableOntologyResponse403
    | EnableOntologyResponse404
    | Problem
    | None
):
    """Enable a bundle (it rejoins the seed pass at the next start; a no-op when enabled)

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnableOntologyResponse200 | EnableOntologyResponse401 | EnableOntologyResponse403 | EnableOntologyResponse404 | Problem
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
    EnableOntologyResponse200
    | EnableOntologyResponse401
    | EnableOntologyResponse403
    | EnableOntologyResponse404
    | Problem
]:
    """Enable a bundle (it rejoins the seed pass at the next start; a no-op when enabled)

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnableOntologyResponse200 | EnableOntologyResponse401 | EnableOntologyResponse403 | EnableOntologyResponse404 | Problem]
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
    EnableOntologyResponse200
    | EnableOntologyResponse401
    | EnableOntologyResponse403
    | EnableOntologyResponse404
    | Problem
    | None
):
    """Enable a bundle (it rejoins the seed pass at the next start; a no-op when enabled)

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnableOntologyResponse200 | EnableOntologyResponse401 | EnableOntologyResponse403 | EnableOntologyResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
