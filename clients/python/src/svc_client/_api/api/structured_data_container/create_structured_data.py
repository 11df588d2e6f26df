from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_structured_data_body import CreateStructuredDataBody
from ...models.create_structured_data_response_201 import (
    CreateStructuredDataResponse201,
)
from ...models.create_structured_data_response_400 import (
    CreateStructuredDataResponse400,
)
from ...models.create_structured_data_response_401 import (
    CreateStructuredDataResponse401,
)
from ...models.create_structured_data_response_403 import (
    CreateStructuredDataResponse403,
)
from ...models.create_structured_data_response_404 import (
    CreateStructuredDataResponse404,
)
from ...models.create_structured_data_response_413 import (
    CreateStructuredDataResponse413,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    structured_data_container_id: str,
    *,
    body: CreateStructuredDataBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/structuredDataContainers/{structured_data_container_id}/payload".format(
            structured_data_container_id=quote(
                str(structured_data_container_id), safe=""
            ),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateStructuredDataResponse201
    | CreateStructuredDataResponse400
    | CreateStructuredDataResponse401
    | CreateStructuredDataResponse403
    | CreateStructuredDataResponse404
    | CreateStructuredDataResponse413
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateStructuredDataResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateStructuredDataResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateStructuredDataResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateStructuredDataResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateStructuredDataResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = CreateStructuredDataResponse413.from_dict(response.json())

        return response_413

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateStructuredDataResponse201
    | CreateStructuredDataResponse400
    | CreateStructuredDataResponse401
    | CreateStructuredDataResponse403
    | CreateStructuredDataResponse404
    | CreateStructuredDataResponse413
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    structured_data_container_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateStructuredDataBody,
) -> Response[
    CreateStructuredDataResponse201
    | CreateStructuredDataResponse400
    | CreateStructuredDataResponse401
    | CreateStructuredDataResponse403
    | CreateStructuredDataResponse404
    | CreateStructuredDataResponse413
    | Problem
]:
    """Create Structured Data (needs write): stores a JSON object or array, answered later byte for byte,
    under a new `oid`. At most 3145728 bytes of UTF-8 (413 naming the limit); above 65536 bytes it is
    kept in S3, invisibly.

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        body (CreateStructuredDataBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateStructuredDataResponse201 | CreateStructuredDataResponse400 | CreateStructuredDataResponse401 | CreateStructuredDataResponse403 | CreateStructuredDataResponse404 | CreateStructuredDataResponse413 | Problem]
    """

    kwargs = _get_kwargs(
        structured_data_container_id=structured_data_container_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    structured_data_container_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateStructuredDataBody,
) -> (
    CreateStructuredDataResponse201
    | CreateStructuredDataResponse400
    | CreateStructuredDataResponse401
    | CreateStructuredDataResponse403
    | CreateStructuredDataResponse404
    | CreateStructuredDataResponse413
    | Problem
    | None
):
    """Create Structured Data (needs write): stores a JSON object or array, answered later byte for byte,
    under a new `oid`. At most 3145728 bytes of UTF-8 (413 naming the limit); above 65536 bytes it is
    kept in S3, invisibly.

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        body (CreateStructuredDataBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateStructuredDataResponse201 | CreateStructuredDataResponse400 | CreateStructuredDataResponse401 | CreateStructuredDataResponse403 | CreateStructuredDataResponse404 | CreateStructuredDataResponse413 | Problem
    """

    return sync_detailed(
        structured_data_container_id=structured_data_container_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    structured_data_container_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateStructuredDataBody,
) -> Response[
    CreateStructuredDataResponse201
    | CreateStructuredDataResponse400
    | CreateStructuredDataResponse401
    | CreateStructuredDataResponse403
    | CreateStructuredDataResponse404
    | CreateStructuredDataResponse413
    | Problem
]:
    """Create Structured Data (needs write): stores a JSON object or array, answered later byte for byte,
    under a new `oid`. At most 3145728 bytes of UTF-8 (413 naming the limit); above 65536 bytes it is
    kept in S3, invisibly.

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        body (CreateStructuredDataBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateStructuredDataResponse201 | CreateStructuredDataResponse400 | CreateStructuredDataResponse401 | CreateStructuredDataResponse403 | CreateStructuredDataResponse404 | CreateStructuredDataResponse413 | Problem]
    """

    kwargs = _get_kwargs(
        structured_data_container_id=structured_data_container_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    structured_data_container_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateStructuredDataBody,
) -> (
    CreateStructuredDataResponse201
    | CreateStructuredDataResponse400
    | CreateStructuredDataResponse401
    | CreateStructuredDataResponse403
    | CreateStructuredDataResponse404
    | CreateStructuredDataResponse413
    | Problem
    | None
):
    """Create Structured Data (needs write): stores a JSON object or array, answered later byte for byte,
    under a new `oid`. At most 3145728 bytes of UTF-8 (413 naming the limit); above 65536 bytes it is
    kept in S3, invisibly.

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        body (CreateStructuredDataBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateStructuredDataResponse201 | CreateStructuredDataResponse400 | CreateStructuredDataResponse401 | CreateStructuredDataResponse403 | CreateStructuredDataResponse404 | CreateStructuredDataResponse413 | Problem
    """

    return (
        await asyncio_detailed(
            structured_data_container_id=structured_data_container_id,
            client=client,
            body=body,
        )
    ).parsed
