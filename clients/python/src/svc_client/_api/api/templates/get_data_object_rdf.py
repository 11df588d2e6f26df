from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_data_object_rdf_response_401 import GetDataObjectRdfResponse401
from ...models.get_data_object_rdf_response_403 import GetDataObjectRdfResponse403
from ...models.get_data_object_rdf_response_404 import GetDataObjectRdfResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    app_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/data-objects/{app_id}/rdf".format(
            app_id=quote(str(app_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetDataObjectRdfResponse401
    | GetDataObjectRdfResponse403
    | GetDataObjectRdfResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 401:
        response_401 = GetDataObjectRdfResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetDataObjectRdfResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetDataObjectRdfResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetDataObjectRdfResponse401
    | GetDataObjectRdfResponse403
    | GetDataObjectRdfResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | GetDataObjectRdfResponse401
    | GetDataObjectRdfResponse403
    | GetDataObjectRdfResponse404
    | Problem
]:
    """The DataObject as Turtle (Read on its Collection): attributes under its template's predicates,
    annotations, links.

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetDataObjectRdfResponse401 | GetDataObjectRdfResponse403 | GetDataObjectRdfResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    app_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | GetDataObjectRdfResponse401
    | GetDataObjectRdfResponse403
    | GetDataObjectRdfResponse404
    | Problem
    | None
):
    """The DataObject as Turtle (Read on its Collection): attributes under its template's predicates,
    annotations, links.

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetDataObjectRdfResponse401 | GetDataObjectRdfResponse403 | GetDataObjectRdfResponse404 | Problem
    """

    return sync_detailed(
        app_id=app_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | GetDataObjectRdfResponse401
    | GetDataObjectRdfResponse403
    | GetDataObjectRdfResponse404
    | Problem
]:
    """The DataObject as Turtle (Read on its Collection): attributes under its template's predicates,
    annotations, links.

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetDataObjectRdfResponse401 | GetDataObjectRdfResponse403 | GetDataObjectRdfResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    app_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | GetDataObjectRdfResponse401
    | GetDataObjectRdfResponse403
    | GetDataObjectRdfResponse404
    | Problem
    | None
):
    """The DataObject as Turtle (Read on its Collection): attributes under its template's predicates,
    annotations, links.

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetDataObjectRdfResponse401 | GetDataObjectRdfResponse403 | GetDataObjectRdfResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            app_id=app_id,
            client=client,
        )
    ).parsed
