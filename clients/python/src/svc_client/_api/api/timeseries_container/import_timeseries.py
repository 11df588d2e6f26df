from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.import_timeseries_body import ImportTimeseriesBody
from ...models.import_timeseries_response_400 import ImportTimeseriesResponse400
from ...models.import_timeseries_response_401 import ImportTimeseriesResponse401
from ...models.import_timeseries_response_403 import ImportTimeseriesResponse403
from ...models.import_timeseries_response_404 import ImportTimeseriesResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    timeseries_container_id: str,
    *,
    body: ImportTimeseriesBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/timeseriesContainers/{timeseries_container_id}/import".format(
            timeseries_container_id=quote(str(timeseries_container_id), safe=""),
        ),
    }

    _kwargs["files"] = body.to_multipart()

    headers["Content-Type"] = "multipart/form-data; boundary=+++"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | ImportTimeseriesResponse400
    | ImportTimeseriesResponse401
    | ImportTimeseriesResponse403
    | ImportTimeseriesResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 400:
        response_400 = ImportTimeseriesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ImportTimeseriesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ImportTimeseriesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ImportTimeseriesResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | ImportTimeseriesResponse400
    | ImportTimeseriesResponse401
    | ImportTimeseriesResponse403
    | ImportTimeseriesResponse404
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
    body: ImportTimeseriesBody,
) -> Response[
    Any
    | ImportTimeseriesResponse400
    | ImportTimeseriesResponse401
    | ImportTimeseriesResponse403
    | ImportTimeseriesResponse404
    | Problem
]:
    """Import Timeseries: a CSV in either export layout as the multipart "file" part (needs write). Every
    row is checked before anything is written; a broken row is a 400 naming its line.

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        body (ImportTimeseriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ImportTimeseriesResponse400 | ImportTimeseriesResponse401 | ImportTimeseriesResponse403 | ImportTimeseriesResponse404 | Problem]
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
    body: ImportTimeseriesBody,
) -> (
    Any
    | ImportTimeseriesResponse400
    | ImportTimeseriesResponse401
    | ImportTimeseriesResponse403
    | ImportTimeseriesResponse404
    | Problem
    | None
):
    """Import Timeseries: a CSV in either export layout as the multipart "file" part (needs write). Every
    row is checked before anything is written; a broken row is a 400 naming its line.

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        body (ImportTimeseriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ImportTimeseriesResponse400 | ImportTimeseriesResponse401 | ImportTimeseriesResponse403 | ImportTimeseriesResponse404 | Problem
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
    body: ImportTimeseriesBody,
) -> Response[
    Any
    | ImportTimeseriesResponse400
    | ImportTimeseriesResponse401
    | ImportTimeseriesResponse403
    | ImportTimeseriesResponse404
    | Problem
]:
    """Import Timeseries: a CSV in either export layout as the multipart "file" part (needs write). Every
    row is checked before anything is written; a broken row is a 400 naming its line.

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        body (ImportTimeseriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ImportTimeseriesResponse400 | ImportTimeseriesResponse401 | ImportTimeseriesResponse403 | ImportTimeseriesResponse404 | Problem]
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
    body: ImportTimeseriesBody,
) -> (
    Any
    | ImportTimeseriesResponse400
    | ImportTimeseriesResponse401
    | ImportTimeseriesResponse403
    | ImportTimeseriesResponse404
    | Problem
    | None
):
    """Import Timeseries: a CSV in either export layout as the multipart "file" part (needs write). Every
    row is checked before anything is written; a broken row is a 400 naming its line.

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        body (ImportTimeseriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ImportTimeseriesResponse400 | ImportTimeseriesResponse401 | ImportTimeseriesResponse403 | ImportTimeseriesResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            timeseries_container_id=timeseries_container_id,
            client=client,
            body=body,
        )
    ).parsed
