from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.edit_structured_data_permissions_body import (
    EditStructuredDataPermissionsBody,
)
from ...models.edit_structured_data_permissions_response_200 import (
    EditStructuredDataPermissionsResponse200,
)
from ...models.edit_structured_data_permissions_response_400 import (
    EditStructuredDataPermissionsResponse400,
)
from ...models.edit_structured_data_permissions_response_401 import (
    EditStructuredDataPermissionsResponse401,
)
from ...models.edit_structured_data_permissions_response_403 import (
    EditStructuredDataPermissionsResponse403,
)
from ...models.edit_structured_data_permissions_response_404 import (
    EditStructuredDataPermissionsResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    structured_data_container_id: str,
    *,
    body: EditStructuredDataPermissionsBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/svc/api/structuredDataContainers/{structured_data_container_id}/permissions".format(
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
    EditStructuredDataPermissionsResponse200
    | EditStructuredDataPermissionsResponse400
    | EditStructuredDataPermissionsResponse401
    | EditStructuredDataPermissionsResponse403
    | EditStructuredDataPermissionsResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = EditStructuredDataPermissionsResponse200.from_dict(
            response.json()
        )

        return response_200

    if response.status_code == 400:
        response_400 = EditStructuredDataPermissionsResponse400.from_dict(
            response.json()
        )

        return response_400

    if response.status_code == 401:
        response_401 = EditStructuredDataPermissionsResponse401.from_dict(
            response.json()
        )

        return response_401

    if response.status_code == 403:
        response_403 = EditStructuredDataPermissionsResponse403.from_dict(
            response.json()
        )

        return response_403

    if response.status_code == 404:
        response_404 = EditStructuredDataPermissionsResponse404.from_dict(
            response.json()
        )

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    EditStructuredDataPermissionsResponse200
    | EditStructuredDataPermissionsResponse400
    | EditStructuredDataPermissionsResponse401
    | EditStructuredDataPermissionsResponse403
    | EditStructuredDataPermissionsResponse404
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
    body: EditStructuredDataPermissionsBody,
) -> Response[
    EditStructuredDataPermissionsResponse200
    | EditStructuredDataPermissionsResponse400
    | EditStructuredDataPermissionsResponse401
    | EditStructuredDataPermissionsResponse403
    | EditStructuredDataPermissionsResponse404
    | Problem
]:
    """Edit Structured Data Permissions (needs manage)

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        body (EditStructuredDataPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EditStructuredDataPermissionsResponse200 | EditStructuredDataPermissionsResponse400 | EditStructuredDataPermissionsResponse401 | EditStructuredDataPermissionsResponse403 | EditStructuredDataPermissionsResponse404 | Problem]
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
    body: EditStructuredDataPermissionsBody,
) -> (
    EditStructuredDataPermissionsResponse200
    | EditStructuredDataPermissionsResponse400
    | EditStructuredDataPermissionsResponse401
    | EditStructuredDataPermissionsResponse403
    | EditStructuredDataPermissionsResponse404
    | Problem
    | None
):
    """Edit Structured Data Permissions (needs manage)

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        body (EditStructuredDataPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EditStructuredDataPermissionsResponse200 | EditStructuredDataPermissionsResponse400 | EditStructuredDataPermissionsResponse401 | EditStructuredDataPermissionsResponse403 | EditStructuredDataPermissionsResponse404 | Problem
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
    body: EditStructuredDataPermissionsBody,
) -> Response[
    EditStructuredDataPermissionsResponse200
    | EditStructuredDataPermissionsResponse400
    | EditStructuredDataPermissionsResponse401
    | EditStructuredDataPermissionsResponse403
    | EditStructuredDataPermissionsResponse404
    | Problem
]:
    """Edit Structured Data Permissions (needs manage)

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        body (EditStructuredDataPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EditStructuredDataPermissionsResponse200 | EditStructuredDataPermissionsResponse400 | EditStructuredDataPermissionsResponse401 | EditStructuredDataPermissionsResponse403 | EditStructuredDataPermissionsResponse404 | Problem]
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
    body: EditStructuredDataPermissionsBody,
) -> (
    EditStructuredDataPermissionsResponse200
    | EditStructuredDataPermissionsResponse400
    | EditStructuredDataPermissionsResponse401
    | EditStructuredDataPermissionsResponse403
    | EditStructuredDataPermissionsResponse404
    | Problem
    | None
):
    """Edit Structured Data Permissions (needs manage)

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        body (EditStructuredDataPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EditStructuredDataPermissionsResponse200 | EditStructuredDataPermissionsResponse400 | EditStructuredDataPermissionsResponse401 | EditStructuredDataPermissionsResponse403 | EditStructuredDataPermissionsResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            structured_data_container_id=structured_data_container_id,
            client=client,
            body=body,
        )
    ).parsed
