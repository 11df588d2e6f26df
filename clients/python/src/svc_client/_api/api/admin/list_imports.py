from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.list_imports_response_200 import ListImportsResponse200
from ...models.list_imports_response_400 import ListImportsResponse400
from ...models.list_imports_response_401 import ListImportsResponse401
from ...models.list_imports_response_403 import ListImportsResponse403
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/admin/import",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListImportsResponse200
    | ListImportsResponse400
    | ListImportsResponse401
    | ListImportsResponse403
    | Problem
):
    if response.status_code == 200:
        response_200 = ListImportsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListImportsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListImportsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListImportsResponse403.from_dict(response.json())

        return response_403

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListImportsResponse200
    | ListImportsResponse400
    | ListImportsResponse401
    | ListImportsResponse403
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> Response[
    ListImportsResponse200
    | ListImportsResponse400
    | ListImportsResponse401
    | ListImportsResponse403
    | Problem
]:
    """Import jobs, in id order, a page at a time

    Args:
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListImportsResponse200 | ListImportsResponse400 | ListImportsResponse401 | ListImportsResponse403 | Problem]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> (
    ListImportsResponse200
    | ListImportsResponse400
    | ListImportsResponse401
    | ListImportsResponse403
    | Problem
    | None
):
    """Import jobs, in id order, a page at a time

    Args:
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListImportsResponse200 | ListImportsResponse400 | ListImportsResponse401 | ListImportsResponse403 | Problem
    """

    return sync_detailed(
        client=client,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> Response[
    ListImportsResponse200
    | ListImportsResponse400
    | ListImportsResponse401
    | ListImportsResponse403
    | Problem
]:
    """Import jobs, in id order, a page at a time

    Args:
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListImportsResponse200 | ListImportsResponse400 | ListImportsResponse401 | ListImportsResponse403 | Problem]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> (
    ListImportsResponse200
    | ListImportsResponse400
    | ListImportsResponse401
    | ListImportsResponse403
    | Problem
    | None
):
    """Import jobs, in id order, a page at a time

    Args:
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListImportsResponse200 | ListImportsResponse400 | ListImportsResponse401 | ListImportsResponse403 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
