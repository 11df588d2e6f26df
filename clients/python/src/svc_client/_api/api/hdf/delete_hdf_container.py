from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_hdf_container_response_401 import DeleteHdfContainerResponse401
from ...models.delete_hdf_container_response_403 import DeleteHdfContainerResponse403
from ...models.delete_hdf_container_response_404 import DeleteHdfContainerResponse404
from ...models.delete_hdf_container_response_503 import DeleteHdfContainerResponse503
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    app_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v2/hdf-containers/{app_id}".format(
            app_id=quote(str(app_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DeleteHdfContainerResponse401
    | DeleteHdfContainerResponse403
    | DeleteHdfContainerResponse404
    | DeleteHdfContainerResponse503
    | Problem
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = DeleteHdfContainerResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteHdfContainerResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteHdfContainerResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 503:
        response_503 = DeleteHdfContainerResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteHdfContainerResponse401
    | DeleteHdfContainerResponse403
    | DeleteHdfContainerResponse404
    | DeleteHdfContainerResponse503
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
    | DeleteHdfContainerResponse401
    | DeleteHdfContainerResponse403
    | DeleteHdfContainerResponse404
    | DeleteHdfContainerResponse503
    | Problem
]:
    """Deletes an HDF container (its owner only): the HSDS folder with every domain in it is dropped, then
    the container is marked deleted.

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteHdfContainerResponse401 | DeleteHdfContainerResponse403 | DeleteHdfContainerResponse404 | DeleteHdfContainerResponse503 | Problem]
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
    | DeleteHdfContainerResponse401
    | DeleteHdfContainerResponse403
    | DeleteHdfContainerResponse404
    | DeleteHdfContainerResponse503
    | Problem
    | None
):
    """Deletes an HDF container (its owner only): the HSDS folder with every domain in it is dropped, then
    the container is marked deleted.

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteHdfContainerResponse401 | DeleteHdfContainerResponse403 | DeleteHdfContainerResponse404 | DeleteHdfContainerResponse503 | Problem
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
    | DeleteHdfContainerResponse401
    | DeleteHdfContainerResponse403
    | DeleteHdfContainerResponse404
    | DeleteHdfContainerResponse503
    | Problem
]:
    """Deletes an HDF container (its owner only): the HSDS folder with every domain in it is dropped, then
    the container is marked deleted.

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteHdfContainerResponse401 | DeleteHdfContainerResponse403 | DeleteHdfContainerResponse404 | DeleteHdfContainerResponse503 | Problem]
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
    | DeleteHdfContainerResponse401
    | DeleteHdfContainerResponse403
    | DeleteHdfContainerResponse404
    | DeleteHdfContainerResponse503
    | Problem
    | None
):
    """Deletes an HDF container (its owner only): the HSDS folder with every domain in it is dropped, then
    the container is marked deleted.

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteHdfContainerResponse401 | DeleteHdfContainerResponse403 | DeleteHdfContainerResponse404 | DeleteHdfContainerResponse503 | Problem
    """

    return (
        await asyncio_detailed(
            app_id=app_id,
            client=client,
        )
    ).parsed
