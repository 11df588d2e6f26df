from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_annotation_for_timeseries_body import (
    CreateAnnotationForTimeseriesBody,
)
from ...models.create_annotation_for_timeseries_response_201 import (
    CreateAnnotationForTimeseriesResponse201,
)
from ...models.create_annotation_for_timeseries_response_400 import (
    CreateAnnotationForTimeseriesResponse400,
)
from ...models.create_annotation_for_timeseries_response_401 import (
    CreateAnnotationForTimeseriesResponse401,
)
from ...models.create_annotation_for_timeseries_response_403 import (
    CreateAnnotationForTimeseriesResponse403,
)
from ...models.create_annotation_for_timeseries_response_404 import (
    CreateAnnotationForTimeseriesResponse404,
)
from ...models.create_annotation_for_timeseries_response_409 import (
    CreateAnnotationForTimeseriesResponse409,
)
from ...models.create_annotation_for_timeseries_response_503 import (
    CreateAnnotationForTimeseriesResponse503,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    timeseries_container_id: str,
    timeseries_id: str,
    *,
    body: CreateAnnotationForTimeseriesBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/timeseriesContainers/{timeseries_container_id}/timeseries/{timeseries_id}/semanticAnnotations".format(
            timeseries_container_id=quote(str(timeseries_container_id), safe=""),
            timeseries_id=quote(str(timeseries_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateAnnotationForTimeseriesResponse201
    | CreateAnnotationForTimeseriesResponse400
    | CreateAnnotationForTimeseriesResponse401
    | CreateAnnotationForTimeseriesResponse403
    | CreateAnnotationForTimeseriesResponse404
    | CreateAnnotationForTimeseriesResponse409
    | CreateAnnotationForTimeseriesResponse503
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateAnnotationForTimeseriesResponse201.from_dict(
            response.json()
        )

        return response_201

    if response.status_code == 400:
        response_400 = CreateAnnotationForTimeseriesResponse400.from_dict(
            response.json()
        )

        return response_400

    if response.status_code == 401:
        response_401 = CreateAnnotationForTimeseriesResponse401.from_dict(
            response.json()
        )

        return response_401

    if response.status_code == 403:
        response_403 = CreateAnnotationForTimeseriesResponse403.from_dict(
            response.json()
        )

        return response_403

    if response.status_code == 404:
        response_404 = CreateAnnotationForTimeseriesResponse404.from_dict(
            response.json()
        )

        return response_404

    if response.status_code == 409:
        response_409 = CreateAnnotationForTimeseriesResponse409.from_dict(
            response.json()
        )

        return response_409

    if response.status_code == 503:
        response_503 = CreateAnnotationForTimeseriesResponse503.from_dict(
            response.json()
        )

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateAnnotationForTimeseriesResponse201
    | CreateAnnotationForTimeseriesResponse400
    | CreateAnnotationForTimeseriesResponse401
    | CreateAnnotationForTimeseriesResponse403
    | CreateAnnotationForTimeseriesResponse404
    | CreateAnnotationForTimeseriesResponse409
    | CreateAnnotationForTimeseriesResponse503
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
    *,
    client: AuthenticatedClient,
    body: CreateAnnotationForTimeseriesBody,
) -> Response[
    CreateAnnotationForTimeseriesResponse201
    | CreateAnnotationForTimeseriesResponse400
    | CreateAnnotationForTimeseriesResponse401
    | CreateAnnotationForTimeseriesResponse403
    | CreateAnnotationForTimeseriesResponse404
    | CreateAnnotationForTimeseriesResponse409
    | CreateAnnotationForTimeseriesResponse503
    | Problem
]:
    """Create Annotation for the Timeseries (needs write on the container; names are looked up in the
    repositories)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        timeseries_id (str): A non-negative int64, in decimal.
        body (CreateAnnotationForTimeseriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateAnnotationForTimeseriesResponse201 | CreateAnnotationForTimeseriesResponse400 | CreateAnnotationForTimeseriesResponse401 | CreateAnnotationForTimeseriesResponse403 | CreateAnnotationForTimeseriesResponse404 | CreateAnnotationForTimeseriesResponse409 | CreateAnnotationForTimeseriesResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        timeseries_container_id=timeseries_container_id,
        timeseries_id=timeseries_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    timeseries_container_id: str,
    timeseries_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateAnnotationForTimeseriesBody,
) -> (
    CreateAnnotationForTimeseriesResponse201
    | CreateAnnotationForTimeseriesResponse400
    | CreateAnnotationForTimeseriesResponse401
    | CreateAnnotationForTimeseriesResponse403
    | CreateAnnotationForTimeseriesResponse404
    | CreateAnnotationForTimeseriesResponse409
    | CreateAnnotationForTimeseriesResponse503
    | Problem
    | None
):
    """Create Annotation for the Timeseries (needs write on the container; names are looked up in the
    repositories)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        timeseries_id (str): A non-negative int64, in decimal.
        body (CreateAnnotationForTimeseriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateAnnotationForTimeseriesResponse201 | CreateAnnotationForTimeseriesResponse400 | CreateAnnotationForTimeseriesResponse401 | CreateAnnotationForTimeseriesResponse403 | CreateAnnotationForTimeseriesResponse404 | CreateAnnotationForTimeseriesResponse409 | CreateAnnotationForTimeseriesResponse503 | Problem
    """

    return sync_detailed(
        timeseries_container_id=timeseries_container_id,
        timeseries_id=timeseries_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    timeseries_container_id: str,
    timeseries_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateAnnotationForTimeseriesBody,
) -> Response[
    CreateAnnotationForTimeseriesResponse201
    | CreateAnnotationForTimeseriesResponse400
    | CreateAnnotationForTimeseriesResponse401
    | CreateAnnotationForTimeseriesResponse403
    | CreateAnnotationForTimeseriesResponse404
    | CreateAnnotationForTimeseriesResponse409
    | CreateAnnotationForTimeseriesResponse503
    | Problem
]:
    """Create Annotation for the Timeseries (needs write on the container; names are looked up in the
    repositories)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        timeseries_id (str): A non-negative int64, in decimal.
        body (CreateAnnotationForTimeseriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateAnnotationForTimeseriesResponse201 | CreateAnnotationForTimeseriesResponse400 | CreateAnnotationForTimeseriesResponse401 | CreateAnnotationForTimeseriesResponse403 | CreateAnnotationForTimeseriesResponse404 | CreateAnnotationForTimeseriesResponse409 | CreateAnnotationForTimeseriesResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        timeseries_container_id=timeseries_container_id,
        timeseries_id=timeseries_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    timeseries_container_id: str,
    timeseries_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateAnnotationForTimeseriesBody,
) -> (
    CreateAnnotationForTimeseriesResponse201
    | CreateAnnotationForTimeseriesResponse400
    | CreateAnnotationForTimeseriesResponse401
    | CreateAnnotationForTimeseriesResponse403
    | CreateAnnotationForTimeseriesResponse404
    | CreateAnnotationForTimeseriesResponse409
    | CreateAnnotationForTimeseriesResponse503
    | Problem
    | None
):
    """Create Annotation for the Timeseries (needs write on the container; names are looked up in the
    repositories)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        timeseries_id (str): A non-negative int64, in decimal.
        body (CreateAnnotationForTimeseriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateAnnotationForTimeseriesResponse201 | CreateAnnotationForTimeseriesResponse400 | CreateAnnotationForTimeseriesResponse401 | CreateAnnotationForTimeseriesResponse403 | CreateAnnotationForTimeseriesResponse404 | CreateAnnotationForTimeseriesResponse409 | CreateAnnotationForTimeseriesResponse503 | Problem
    """

    return (
        await asyncio_detailed(
            timeseries_container_id=timeseries_container_id,
            timeseries_id=timeseries_id,
            client=client,
            body=body,
        )
    ).parsed
