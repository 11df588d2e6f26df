from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.disable_ontology_response_200 import DisableOntologyResponse200
from ...models.disable_ontology_response_401 import DisableOntologyResponse401
from ...models.disable_ontology_response_403 import DisableOntologyResponse403
from ...models.disable_ontology_response_404 import DisableOntologyResponse404
from ...models.disable_ontology_response_409 import DisableOntologyResponse409
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/admin/semantic/ontologies/{id}/disable".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DisableOntologyResponse200
    | DisableOntologyResponse401
    | DisableOntologyResponse403
    | DisableOntologyResponse404
    | DisableOntologyResponse409
    | Problem
):
    if response.status_code == 200:
        response_200 = DisableOntologyResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = DisableOntologyResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DisableOntologyResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DisableOntologyResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = DisableOntologyResponse409.from_dict(response.json())

        return response_409

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    DisableOntologyResponse200
    | DisableOntologyResponse401
    | DisableOntologyResponse403
    | DisableOntologyResponse404
    | DisableOntologyResponse409
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
    DisableOntologyResponse200
    | DisableOntologyResponse401
    | DisableOntologyResponse403
    | DisableOntologyResponse404
    | DisableOntologyResponse409
    | Problem
]:
    """Disable a bundle (409 semantic.bundle.required for prov-o and obo-relations)

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DisableOntologyResponse200 | DisableOntologyResponse401 | DisableOntologyResponse403 | DisableOntologyResponse404 | DisableOntologyResponse409 | Problem]
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
    DisableOntologyResponse200
    | DisableOntologyResponse401
    | DisableOntologyResponse403
    | DisableOntologyResponse404
    | DisableOntologyResponse409
    | Problem
    | None
):
    """Disable a bundle (409 semantic.bundle.required for prov-o and obo-relations)

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DisableOntologyResponse200 | DisableOntologyResponse401 | DisableOntologyResponse403 | DisableOntologyResponse404 | DisableOntologyResponse409 | Problem
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
    DisableOntologyResponse200
    | DisableOntologyResponse401
    | DisableOntologyResponse403
    | DisableOntologyResponse404
    | DisableOntologyResponse409
    | Problem
]:
    """Disable a bundle (409 semantic.bundle.required for prov-o and obo-relations)

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DisableOntologyResponse200 | DisableOntologyResponse401 | DisableOntologyResponse403 | DisableOntologyResponse404 | DisableOntologyResponse409 | Problem]
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
    DisableOntologyResponse200
    | DisableOntologyResponse401
    | DisableOntologyResponse403
    | DisableOntologyResponse404
    | DisableOntologyResponse409
    | Problem
    | None
):
    """Disable a bundle (409 semantic.bundle.required for prov-o and obo-relations)

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DisableOntologyResponse200 | DisableOntologyResponse401 | DisableOntologyResponse403 | DisableOntologyResponse404 | DisableOntologyResponse409 | Problem
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
