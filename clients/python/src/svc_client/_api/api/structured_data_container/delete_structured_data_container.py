from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_structured_data_container_response_400 import (
    DeleteStructuredDataContainerResponse400,
)
from ...models.delete_structured_data_container_response_401 import (
    DeleteStructuredDataContainerResponse401,
)
from ...models.delete_structured_data_container_response_403 import (
    DeleteStructuredDataContainerResponse403,
)
from ...models.delete_structured_data_container_response_404 import (
    DeleteStructuredDataContainerResponse404,
)
from ...models.delete_structured_data_container_response_503 import (
    DeleteStructuredDataContainerResponse503,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    structured_data_container_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/svc/api/structuredDataContainers/{structured_data_container_id}".format(
            structured_data_container_id=quote(
                str(structured_data_container_id), safe=""
            ),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DeleteStructuredDataContainerResponse400
    | DeleteStructuredDataContainerResponse401
    | DeleteStructuredDataContainerResponse403
    | DeleteStructuredDataContainerResponse404
    | DeleteStructuredDataContainerResponse503
    | Problem
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = DeleteStructuredDataContainerResponse400.from_dict(
            response.json()
        )

        return response_400

    if response.status_code == 401:
        response_401 = DeleteStructuredDataContainerResponse401.from_dict(
            response.json()
        )

        return response_401

    if response.status_code == 403:
        response_403 = DeleteStructuredDataContainerResponse403.from_dict(
            response.json()
        )

        return response_403

    if response.status_code == 404:
        response_404 = DeleteStructuredDataContainerResponse404.from_dict(
            response.json()
        )

        return response_404

    if response.status_code == 503:
        response_503 = DeleteStructuredDataContainerResponse503.from_dict(
            response.json()
        )

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteStructuredDataContainerResponse400
    | DeleteStructuredDataContainerResponse401
    | DeleteStructuredDataContainerResponse403
    | DeleteStructuredDataContainerResponse404
    | DeleteStructuredDataContainerResponse503
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
) -> Response[
    Any
    | DeleteStructuredDataContainerResponse400
    | DeleteStructuredDataContainerResponse401
    | DeleteStructuredDataContainerResponse403
    | DeleteStructuredDataContainerResponse404
    | DeleteStructuredDataContainerResponse503
    | Problem
]:
    """Delete Structured Data Container (needs write): gone at once, its documents deleted in the
    background

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteStructuredDataContainerResponse400 | DeleteStructuredDataContainerResponse401 | DeleteStructuredDataContainerResponse403 | DeleteStructuredDataContainerResponse404 | DeleteStructuredDataContainerResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        structured_data_container_id=structured_data_container_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    structured_data_container_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteStructuredDataContainerResponse400
    | DeleteStructuredDataContainerResponse401
    | DeleteStructuredDataContainerResponse403
    | DeleteStructuredDataContainerResponse404
    | DeleteStructuredDataContainerResponse503
    | Problem
    | None
):
    """Delete Structured Data Container (needs write): gone at once, its documents deleted in the
    background

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteStructuredDataContainerResponse400 | DeleteStructuredDataContainerResponse401 | DeleteStructuredDataContainerResponse403 | DeleteStructuredDataContainerResponse404 | DeleteStructuredDataContainerResponse503 | Problem
    """

    return sync_detailed(
        structured_data_container_id=structured_data_container_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    structured_data_container_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteStructuredDataContainerResponse400
    | DeleteStructuredDataContainerResponse401
    | DeleteStructuredDataContainerResponse403
    | DeleteStructuredDataContainerResponse404
    | DeleteStructuredDataContainerResponse503
    | Problem
]:
    """Delete Structured Data Container (needs write): gone at once, its documents deleted in the
    background

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteStructuredDataContainerResponse400 | DeleteStructuredDataContainerResponse401 | DeleteStructuredDataContainerResponse403 | DeleteStructuredDataContainerResponse404 | DeleteStructuredDataContainerResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        structured_data_container_id=structured_data_container_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    structured_data_container_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteStructuredDataContainerResponse400
    | DeleteStructuredDataContainerResponse401
    | DeleteStructuredDataContainerResponse403
    | DeleteStructuredDataContainerResponse404
    | DeleteStructuredDataContainerResponse503
    | Problem
    | None
):
    """Delete Structured Data Container (needs write): gone at once, its documents deleted in the
    background

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteStructuredDataContainerResponse400 | DeleteStructuredDataContainerResponse401 | DeleteStructuredDataContainerResponse403 | DeleteStructuredDataContainerResponse404 | DeleteStructuredDataContainerResponse503 | Problem
    """

    return (
        await asyncio_detailed(
            structured_data_container_id=structured_data_container_id,
            client=client,
        )
    ).parsed
