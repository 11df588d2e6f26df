from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_annotation_of_timeseries_response_400 import (
    DeleteAnnotationOfTimeseriesResponse400,
)
from ...models.delete_annotation_of_timeseries_response_401 import (
    DeleteAnnotationOfTimeseriesResponse401,
)
from ...models.delete_annotation_of_timeseries_response_403 import (
    DeleteAnnotationOfTimeseriesResponse403,
)
from ...models.delete_annotation_of_timeseries_response_404 import (
    DeleteAnnotationOfTimeseriesResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    timeseries_container_id: str,
    timeseries_id: str,
    semantic_annotation_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/svc/api/timeseriesContainers/{timeseries_container_id}/timeseries/{timeseries_id}/semanticAnnotations/{semantic_annotation_id}".format(
            timeseries_container_id=quote(str(timeseries_container_id), safe=""),
            timeseries_id=quote(str(timeseries_id), safe=""),
            semantic_annotation_id=quote(str(semantic_annotation_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DeleteAnnotationOfTimeseriesResponse400
    | DeleteAnnotationOfTimeseriesResponse401
    | DeleteAnnotationOfTimeseriesResponse403
    | DeleteAnnotationOfTimeseriesResponse404
    | Problem
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = DeleteAnnotationOfTimeseriesResponse400.from_dict(
            response.json()
        )

        return response_400

    if response.status_code == 401:
        response_401 = DeleteAnnotationOfTimeseriesResponse401.from_dict(
            response.json()
        )

        return response_401

    if response.status_code == 403:
        response_403 = DeleteAnnotationOfTimeseriesResponse403.from_dict(
            response.json()
        )

        return response_403

    if response.status_code == 404:
        response_404 = DeleteAnnotationOfTimeseriesResponse404.from_dict(
            response.json()
        )

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteAnnotationOfTimeseriesResponse400
    | DeleteAnnotationOfTimeseriesResponse401
    | DeleteAnnotationOfTimeseriesResponse403
    | DeleteAnnotationOfTimeseriesResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    timeseries_container_id: str,
    timeseries_id: str,
    semantic_annotation_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteAnnotationOfTimeseriesResponse400
    | DeleteAnnotationOfTimeseriesResponse401
    | DeleteAnnotationOfTimeseriesResponse403
    | DeleteAnnotationOfTimeseriesResponse404
    | Problem
]:
    """Delete Annotation of the Timeseries (needs write on the container)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        timeseries_id (str): A non-negative int64, in decimal.
        semantic_annotation_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteAnnotationOfTimeseriesResponse400 | DeleteAnnotationOfTimeseriesResponse401 | DeleteAnnotationOfTimeseriesResponse403 | DeleteAnnotationOfTimeseriesResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        timeseries_container_id=timeseries_container_id,
        timeseries_id=timeseries_id,
        semantic_annotation_id=semantic_annotation_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    timeseries_container_id: str,
    timeseries_id: str,
    semantic_annotation_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteAnnotationOfTimeseriesResponse400
    | DeleteAnnotationOfTimeseriesResponse401
    | DeleteAnnotationOfTimeseriesResponse403
    | DeleteAnnotationOfTimeseriesResponse404
    | Problem
    | None
):
    """Delete Annotation of the Timeseries (needs write on the container)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        timeseries_id (str): A non-negative int64, in decimal.
        semantic_annotation_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteAnnotationOfTimeseriesResponse400 | DeleteAnnotationOfTimeseriesResponse401 | DeleteAnnotationOfTimeseriesResponse403 | DeleteAnnotationOfTimeseriesResponse404 | Problem
    """

    return sync_detailed(
        timeseries_container_id=timeseries_container_id,
        timeseries_id=timeseries_id,
        semantic_annotation_id=semantic_annotation_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    timeseries_container_id: str,
    timeseries_id: str,
    semantic_annotation_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteAnnotationOfTimeseriesResponse400
    | DeleteAnnotationOfTimeseriesResponse401
    | DeleteAnnotationOfTimeseriesResponse403
    | DeleteAnnotationOfTimeseriesResponse404
    | Problem
]:
    """Delete Annotation of the Timeseries (needs write on the container)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        timeseries_id (str): A non-negative int64, in decimal.
        semantic_annotation_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteAnnotationOfTimeseriesResponse400 | DeleteAnnotationOfTimeseriesResponse401 | DeleteAnnotationOfTimeseriesResponse403 | DeleteAnnotationOfTimeseriesResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        timeseries_container_id=timeseries_container_id,
        timeseries_id=timeseries_id,
        semantic_annotation_id=semantic_annotation_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    timeseries_container_id: str,
    timeseries_id: str,
    semantic_annotation_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteAnnotationOfTimeseriesResponse400
    | DeleteAnnotationOfTimeseriesResponse401
    | DeleteAnnotationOfTimeseriesResponse403
    | DeleteAnnotationOfTimeseriesResponse404
    | Problem
    | None
):
    """Delete Annotation of the Timeseries (needs write on the container)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        timeseries_id (str): A non-negative int64, in decimal.
        semantic_annotation_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteAnnotationOfTimeseriesResponse400 | DeleteAnnotationOfTimeseriesResponse401 | DeleteAnnotationOfTimeseriesResponse403 | DeleteAnnotationOfTimeseriesResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            timeseries_container_id=timeseries_container_id,
            timeseries_id=timeseries_id,
            semantic_annotation_id=semantic_annotation_id,
            client=client,
        )
    ).parsed
