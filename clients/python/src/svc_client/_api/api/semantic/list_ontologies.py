from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.list_ontologies_response_200_item import ListOntologiesResponse200Item
from ...models.list_ontologies_response_401 import ListOntologiesResponse401
from ...models.list_ontologies_response_403 import ListOntologiesResponse403
from ...models.problem import Problem
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/admin/semantic/ontologies",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListOntologiesResponse401
    | ListOntologiesResponse403
    | Problem
    | list[ListOntologiesResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = ListOntologiesResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 401:
        response_401 = ListOntologiesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListOntologiesResponse403.from_dict(response.json())

        return response_403

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListOntologiesResponse401
    | ListOntologiesResponse403
    | Problem
    | list[ListOntologiesResponse200Item]
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
    ListOntologiesResponse401
    | ListOntologiesResponse403
    | Problem
    | list[ListOntologiesResponse200Item]
]:
    """Ontology bundles: built-ins in manifest order, then uploads by id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListOntologiesResponse401 | ListOntologiesResponse403 | Problem | list[ListOntologiesResponse200Item]]
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
    ListOntologiesResponse401
    | ListOntologiesResponse403
    | Problem
    | list[ListOntologiesResponse200Item]
    | None
):
    """Ontology bundles: built-ins in manifest order, then uploads by id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListOntologiesResponse401 | ListOntologiesResponse403 | Problem | list[ListOntologiesResponse200Item]
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    ListOntologiesResponse401
    | ListOntologiesResponse403
    | Problem
    | list[ListOntologiesResponse200Item]
]:
    """Ontology bundles: built-ins in manifest order, then uploads by id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListOntologiesResponse401 | ListOntologiesResponse403 | Problem | list[ListOntologiesResponse200Item]]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    ListOntologiesResponse401
    | ListOntologiesResponse403
    | Problem
    | list[ListOntologiesResponse200Item]
    | None
):
    """Ontology bundles: built-ins in manifest order, then uploads by id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListOntologiesResponse401 | ListOntologiesResponse403 | Problem | list[ListOntologiesResponse200Item]
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
