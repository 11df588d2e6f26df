from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_spatial_data_reference_response_400 import (
    DeleteSpatialDataReferenceResponse400,
)
from ...models.delete_spatial_data_reference_response_401 import (
    DeleteSpatialDataReferenceResponse401,
)
from ...models.delete_spatial_data_reference_response_403 import (
    DeleteSpatialDataReferenceResponse403,
)
from ...models.delete_spatial_data_reference_response_404 import (
    DeleteSpatialDataReferenceResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    collection_id: str,
    data_object_id: str,
    spatial_data_reference_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/svc/api/collections/{collection_id}/dataObjects/{data_object_id}/spatialDataReferences/{spatial_data_reference_id}".format(
            collection_id=quote(str(collection_id), safe=""),
            data_object_id=quote(str(data_object_id), safe=""),
            spatial_data_reference_id=quote(str(spatial_data_reference_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DeleteSpatialDataReferenceResponse400
    | DeleteSpatialDataReferenceResponse401
    | DeleteSpatialDataReferenceResponse403
    | DeleteSpatialDataReferenceResponse404
    | Problem
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = DeleteSpatialDataReferenceResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DeleteSpatialDataReferenceResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteSpatialDataReferenceResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteSpatialDataReferenceResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteSpatialDataReferenceResponse400
    | DeleteSpatialDataReferenceResponse401
    | DeleteSpatialDataReferenceResponse403
    | DeleteSpatialDataReferenceResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    collection_id: str,
    data_object_id: str,
    spatial_data_reference_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteSpatialDataReferenceResponse400
    | DeleteSpatialDataReferenceResponse401
    | DeleteSpatialDataReferenceResponse403
    | DeleteSpatialDataReferenceResponse404
    | Problem
]:
    """Delete Spatial Data Reference (needs write on the Collection; the points stay)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        spatial_data_reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteSpatialDataReferenceResponse400 | DeleteSpatialDataReferenceResponse401 | DeleteSpatialDataReferenceResponse403 | DeleteSpatialDataReferenceResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        spatial_data_reference_id=spatial_data_reference_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    collection_id: str,
    data_object_id: str,
    spatial_data_reference_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteSpatialDataReferenceResponse400
    | DeleteSpatialDataReferenceResponse401
    | DeleteSpatialDataReferenceResponse403
    | DeleteSpatialDataReferenceResponse404
    | Problem
    | None
):
    """Delete Spatial Data Reference (needs write on the Collection; the points stay)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        spatial_data_reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteSpatialDataReferenceResponse400 | DeleteSpatialDataReferenceResponse401 | DeleteSpatialDataReferenceResponse403 | DeleteSpatialDataReferenceResponse404 | Problem
    """

    return sync_detailed(
        collection_id=collection_id,
        data_object_id=data_object_id,
        spatial_data_reference_id=spatial_data_reference_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    data_object_id: str,
    spatial_data_reference_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteSpatialDataReferenceResponse400
    | DeleteSpatialDataReferenceResponse401
    | DeleteSpatialDataReferenceResponse403
    | DeleteSpatialDataReferenceResponse404
    | Problem
]:
    """Delete Spatial Data Reference (needs write on the Collection; the points stay)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        spatial_data_reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteSpatialDataReferenceResponse400 | DeleteSpatialDataReferenceResponse401 | DeleteSpatialDataReferenceResponse403 | DeleteSpatialDataReferenceResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        spatial_data_reference_id=spatial_data_reference_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    data_object_id: str,
    spatial_data_reference_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteSpatialDataReferenceResponse400
    | DeleteSpatialDataReferenceResponse401
    | DeleteSpatialDataReferenceResponse403
    | DeleteSpatialDataReferenceResponse404
    | Problem
    | None
):
    """Delete Spatial Data Reference (needs write on the Collection; the points stay)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        spatial_data_reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteSpatialDataReferenceResponse400 | DeleteSpatialDataReferenceResponse401 | DeleteSpatialDataReferenceResponse403 | DeleteSpatialDataReferenceResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            data_object_id=data_object_id,
            spatial_data_reference_id=spatial_data_reference_id,
            client=client,
        )
    ).parsed
