from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_all_structured_datas_response_200_item import (
    GetAllStructuredDatasResponse200Item,
)
from ...models.get_all_structured_datas_response_400 import (
    GetAllStructuredDatasResponse400,
)
from ...models.get_all_structured_datas_response_401 import (
    GetAllStructuredDatasResponse401,
)
from ...models.get_all_structured_datas_response_403 import (
    GetAllStructuredDatasResponse403,
)
from ...models.get_all_structured_datas_response_404 import (
    GetAllStructuredDatasResponse404,
)
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    structured_data_container_id: str,
    *,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["page"] = page

    params["size"] = size

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/structuredDataContainers/{structured_data_container_id}/payload".format(
            structured_data_container_id=quote(
                str(structured_data_container_id), safe=""
            ),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetAllStructuredDatasResponse400
    | GetAllStructuredDatasResponse401
    | GetAllStructuredDatasResponse403
    | GetAllStructuredDatasResponse404
    | Problem
    | list[GetAllStructuredDatasResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = GetAllStructuredDatasResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = GetAllStructuredDatasResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetAllStructuredDatasResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetAllStructuredDatasResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetAllStructuredDatasResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetAllStructuredDatasResponse400
    | GetAllStructuredDatasResponse401
    | GetAllStructuredDatasResponse403
    | GetAllStructuredDatasResponse404
    | Problem
    | list[GetAllStructuredDatasResponse200Item]
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
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
) -> Response[
    Any
    | GetAllStructuredDatasResponse400
    | GetAllStructuredDatasResponse401
    | GetAllStructuredDatasResponse403
    | GetAllStructuredDatasResponse404
    | Problem
    | list[GetAllStructuredDatasResponse200Item]
]:
    """Get All Structured Datas: the records of the documents (no text), in creation order, 1000 a page at
    most (more: `page`; a `Link: rel="next"` header says there are)

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        page (int | Unset): 0-based page of `size` records, in creation order
        size (int | Unset): Records per page (at most and by default 1000)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetAllStructuredDatasResponse400 | GetAllStructuredDatasResponse401 | GetAllStructuredDatasResponse403 | GetAllStructuredDatasResponse404 | Problem | list[GetAllStructuredDatasResponse200Item]]
    """

    kwargs = _get_kwargs(
        structured_data_container_id=structured_data_container_id,
        page=page,
        size=size,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    structured_data_container_id: str,
    *,
    client: AuthenticatedClient,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
) -> (
    Any
    | GetAllStructuredDatasResponse400
    | GetAllStructuredDatasResponse401
    | GetAllStructuredDatasResponse403
    | GetAllStructuredDatasResponse404
    | Problem
    | list[GetAllStructuredDatasResponse200Item]
    | None
):
    """Get All Structured Datas: the records of the documents (no text), in creation order, 1000 a page at
    most (more: `page`; a `Link: rel="next"` header says there are)

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        page (int | Unset): 0-based page of `size` records, in creation order
        size (int | Unset): Records per page (at most and by default 1000)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetAllStructuredDatasResponse400 | GetAllStructuredDatasResponse401 | GetAllStructuredDatasResponse403 | GetAllStructuredDatasResponse404 | Problem | list[GetAllStructuredDatasResponse200Item]
    """

    return sync_detailed(
        structured_data_container_id=structured_data_container_id,
        client=client,
        page=page,
        size=size,
    ).parsed


async def asyncio_detailed(
    structured_data_container_id: str,
    *,
    client: AuthenticatedClient,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
) -> Response[
    Any
    | GetAllStructuredDatasResponse400
    | GetAllStructuredDatasResponse401
    | GetAllStructuredDatasResponse403
    | GetAllStructuredDatasResponse404
    | Problem
    | list[GetAllStructuredDatasResponse200Item]
]:
    """Get All Structured Datas: the records of the documents (no text), in creation order, 1000 a page at
    most (more: `page`; a `Link: rel="next"` header says there are)

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        page (int | Unset): 0-based page of `size` records, in creation order
        size (int | Unset): Records per page (at most and by default 1000)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetAllStructuredDatasResponse400 | GetAllStructuredDatasResponse401 | GetAllStructuredDatasResponse403 | GetAllStructuredDatasResponse404 | Problem | list[GetAllStructuredDatasResponse200Item]]
    """

    kwargs = _get_kwargs(
        structured_data_container_id=structured_data_container_id,
        page=page,
        size=size,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    structured_data_container_id: str,
    *,
    client: AuthenticatedClient,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
) -> (
    Any
    | GetAllStructuredDatasResponse400
    | GetAllStructuredDatasResponse401
    | GetAllStructuredDatasResponse403
    | GetAllStructuredDatasResponse404
    | Problem
    | list[GetAllStructuredDatasResponse200Item]
    | None
):
    """Get All Structured Datas: the records of the documents (no text), in creation order, 1000 a page at
    most (more: `page`; a `Link: rel="next"` header says there are)

    Args:
        structured_data_container_id (str): A non-negative int64, in decimal.
        page (int | Unset): 0-based page of `size` records, in creation order
        size (int | Unset): Records per page (at most and by default 1000)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetAllStructuredDatasResponse400 | GetAllStructuredDatasResponse401 | GetAllStructuredDatasResponse403 | GetAllStructuredDatasResponse404 | Problem | list[GetAllStructuredDatasResponse200Item]
    """

    return (
        await asyncio_detailed(
            structured_data_container_id=structured_data_container_id,
            client=client,
            page=page,
            size=size,
        )
    ).parsed
