from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_timeseries_body import CreateTimeseriesBody
from ...models.create_timeseries_response_201 import CreateTimeseriesResponse201
from ...models.create_timeseries_response_400 import CreateTimeseriesResponse400
from ...models.create_timeseries_response_401 import CreateTimeseriesResponse401
from ...models.create_timeseries_response_403 import CreateTimeseriesResponse403
from ...models.create_timeseries_response_404 import CreateTimeseriesResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    timeseries_container_id: str,
    *,
    body: CreateTimeseriesBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/timeseriesContainers/{timeseries_container_id}/payload".format(
            timeseries_container_id=quote(str(timeseries_container_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateTimeseriesResponse201
    | CreateTimeseriesResponse400
    | CreateTimeseriesResponse401
    | CreateTimeseriesResponse403
    | CreateTimeseriesResponse404
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateTimeseriesResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateTimeseriesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateTimeseriesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateTimeseriesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateTimeseriesResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateTimeseriesResponse201
    | CreateTimeseriesResponse400
    | CreateTimeseriesResponse401
    | CreateTimeseriesResponse403
    | CreateTimeseriesResponse404
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
    *,
    client: AuthenticatedClient,
    body: CreateTimeseriesBody,
) -> Response[
    CreateTimeseriesResponse201
    | CreateTimeseriesResponse400
    | CreateTimeseriesResponse401
    | CreateTimeseriesResponse403
    | CreateTimeseriesResponse404
    | Problem
]:
    """Create Timeseries: writes points to a channel (created by its first write, keeping that value type);
    needs write. All or nothing: a refused batch writes nothing; a point at an existing timestamp
    replaces it. Timestamps are exact int64 nanoseconds.

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        body (CreateTimeseriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateTimeseriesResponse201 | CreateTimeseriesResponse400 | CreateTimeseriesResponse401 | CreateTimeseriesResponse403 | CreateTimeseriesResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        timeseries_container_id=timeseries_container_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateTimeseriesBody,
) -> (
    CreateTimeseriesResponse201
    | CreateTimeseriesResponse400
    | CreateTimeseriesResponse401
    | CreateTimeseriesResponse403
    | CreateTimeseriesResponse404
    | Problem
    | None
):
    """Create Timeseries: writes points to a channel (created by its first write, keeping that value type);
    needs write. All or nothing: a refused batch writes nothing; a point at an existing timestamp
    replaces it. Timestamps are exact int64 nanoseconds.

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        body (CreateTimeseriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateTimeseriesResponse201 | CreateTimeseriesResponse400 | CreateTimeseriesResponse401 | CreateTimeseriesResponse403 | CreateTimeseriesResponse404 | Problem
    """

    return sync_detailed(
        timeseries_container_id=timeseries_container_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateTimeseriesBody,
) -> Response[
    CreateTimeseriesResponse201
    | CreateTimeseriesResponse400
    | CreateTimeseriesResponse401
    | CreateTimeseriesResponse403
    | CreateTimeseriesResponse404
    | Problem
]:
    """Create Timeseries: writes points to a channel (created by its first write, keeping that value type);
    needs write. All or nothing: a refused batch writes nothing; a point at an existing timestamp
    replaces it. Timestamps are exact int64 nanoseconds.

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        body (CreateTimeseriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateTimeseriesResponse201 | CreateTimeseriesResponse400 | CreateTimeseriesResponse401 | CreateTimeseriesResponse403 | CreateTimeseriesResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        timeseries_container_id=timeseries_container_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateTimeseriesBody,
) -> (
    CreateTimeseriesResponse201
    | CreateTimeseriesResponse400
    | CreateTimeseriesResponse401
    | CreateTimeseriesResponse403
    | CreateTimeseriesResponse404
    | Problem
    | None
):
    """Create Timeseries: writes points to a channel (created by its first write, keeping that value type);
    needs write. All or nothing: a refused batch writes nothing; a point at an existing timestamp
    replaces it. Timestamps are exact int64 nanoseconds.

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        body (CreateTimeseriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateTimeseriesResponse201 | CreateTimeseriesResponse400 | CreateTimeseriesResponse401 | CreateTimeseriesResponse403 | CreateTimeseriesResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            timeseries_container_id=timeseries_container_id,
            client=client,
            body=body,
        )
    ).parsed
