from http import HTTPStatus
from typing import Any, cast

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_lab_journals_by_collection_response_200_item import (
    GetLabJournalsByCollectionResponse200Item,
)
from ...models.get_lab_journals_by_collection_response_400 import (
    GetLabJournalsByCollectionResponse400,
)
from ...models.get_lab_journals_by_collection_response_401 import (
    GetLabJournalsByCollectionResponse401,
)
from ...models.get_lab_journals_by_collection_response_403 import (
    GetLabJournalsByCollectionResponse403,
)
from ...models.get_lab_journals_by_collection_response_404 import (
    GetLabJournalsByCollectionResponse404,
)
from ...models.problem import Problem
from ...types import UNSET, Response


def _get_kwargs(
    *,
    data_object_id: int,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["dataObjectId"] = data_object_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/labJournalEntries",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetLabJournalsByCollectionResponse400
    | GetLabJournalsByCollectionResponse401
    | GetLabJournalsByCollectionResponse403
    | GetLabJournalsByCollectionResponse404
    | Problem
    | list[GetLabJournalsByCollectionResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = GetLabJournalsByCollectionResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = GetLabJournalsByCollectionResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetLabJournalsByCollectionResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetLabJournalsByCollectionResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetLabJournalsByCollectionResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetLabJournalsByCollectionResponse400
    | GetLabJournalsByCollectionResponse401
    | GetLabJournalsByCollectionResponse403
    | GetLabJournalsByCollectionResponse404
    | Problem
    | list[GetLabJournalsByCollectionResponse200Item]
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
    data_object_id: int,
) -> Response[
    Any
    | GetLabJournalsByCollectionResponse400
    | GetLabJournalsByCollectionResponse401
    | GetLabJournalsByCollectionResponse403
    | GetLabJournalsByCollectionResponse404
    | Problem
    | list[GetLabJournalsByCollectionResponse200Item]
]:
    """Get All Lab Journals of a DataObject, newest first (needs read on its Collection)

    Args:
        data_object_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetLabJournalsByCollectionResponse400 | GetLabJournalsByCollectionResponse401 | GetLabJournalsByCollectionResponse403 | GetLabJournalsByCollectionResponse404 | Problem | list[GetLabJournalsByCollectionResponse200Item]]
    """

    kwargs = _get_kwargs(
        data_object_id=data_object_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    data_object_id: int,
) -> (
    Any
    | GetLabJournalsByCollectionResponse400
    | GetLabJournalsByCollectionResponse401
    | GetLabJournalsByCollectionResponse403
    | GetLabJournalsByCollectionResponse404
    | Problem
    | list[GetLabJournalsByCollectionResponse200Item]
    | None
):
    """Get All Lab Journals of a DataObject, newest first (needs read on its Collection)

    Args:
        data_object_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetLabJournalsByCollectionResponse400 | GetLabJournalsByCollectionResponse401 | GetLabJournalsByCollectionResponse403 | GetLabJournalsByCollectionResponse404 | Problem | list[GetLabJournalsByCollectionResponse200Item]
    """

    return sync_detailed(
        client=client,
        data_object_id=data_object_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    data_object_id: int,
) -> Response[
    Any
    | GetLabJournalsByCollectionResponse400
    | GetLabJournalsByCollectionResponse401
    | GetLabJournalsByCollectionResponse403
    | GetLabJournalsByCollectionResponse404
    | Problem
    | list[GetLabJournalsByCollectionResponse200Item]
]:
    """Get All Lab Journals of a DataObject, newest first (needs read on its Collection)

    Args:
        data_object_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetLabJournalsByCollectionResponse400 | GetLabJournalsByCollectionResponse401 | GetLabJournalsByCollectionResponse403 | GetLabJournalsByCollectionResponse404 | Problem | list[GetLabJournalsByCollectionResponse200Item]]
    """

    kwargs = _get_kwargs(
        data_object_id=data_object_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    data_object_id: int,
) -> (
    Any
    | GetLabJournalsByCollectionResponse400
    | GetLabJournalsByCollectionResponse401
    | GetLabJournalsByCollectionResponse403
    | GetLabJournalsByCollectionResponse404
    | Problem
    | list[GetLabJournalsByCollectionResponse200Item]
    | None
):
    """Get All Lab Journals of a DataObject, newest first (needs read on its Collection)

    Args:
        data_object_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetLabJournalsByCollectionResponse400 | GetLabJournalsByCollectionResponse401 | GetLabJournalsByCollectionResponse403 | GetLabJournalsByCollectionResponse404 | Problem | list[GetLabJournalsByCollectionResponse200Item]
    """

    return (
        await asyncio_detailed(
            client=client,
            data_object_id=data_object_id,
        )
    ).parsed
