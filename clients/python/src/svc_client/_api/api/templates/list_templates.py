from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.list_templates_all_revisions import ListTemplatesAllRevisions
from ...models.list_templates_include_retired import ListTemplatesIncludeRetired
from ...models.list_templates_kind import ListTemplatesKind
from ...models.list_templates_response_200_item import ListTemplatesResponse200Item
from ...models.list_templates_response_400 import ListTemplatesResponse400
from ...models.list_templates_response_401 import ListTemplatesResponse401
from ...models.list_templates_response_403 import ListTemplatesResponse403
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    kind: ListTemplatesKind | Unset = UNSET,
    include_retired: ListTemplatesIncludeRetired | Unset = UNSET,
    all_revisions: ListTemplatesAllRevisions | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_kind: str | Unset = UNSET
    if not isinstance(kind, Unset):
        json_kind = kind.value

    params["kind"] = json_kind

    json_include_retired: str | Unset = UNSET
    if not isinstance(include_retired, Unset):
        json_include_retired = include_retired.value

    params["includeRetired"] = json_include_retired

    json_all_revisions: str | Unset = UNSET
    if not isinstance(all_revisions, Unset):
        json_all_revisions = all_revisions.value

    params["allRevisions"] = json_all_revisions

    params["limit"] = limit

    params["offset"] = offset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/templates",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListTemplatesResponse400
    | ListTemplatesResponse401
    | ListTemplatesResponse403
    | Problem
    | list[ListTemplatesResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = ListTemplatesResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 400:
        response_400 = ListTemplatesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListTemplatesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListTemplatesResponse403.from_dict(response.json())

        return response_403

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListTemplatesResponse400
    | ListTemplatesResponse401
    | ListTemplatesResponse403
    | Problem
    | list[ListTemplatesResponse200Item]
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
    kind: ListTemplatesKind | Unset = UNSET,
    include_retired: ListTemplatesIncludeRetired | Unset = UNSET,
    all_revisions: ListTemplatesAllRevisions | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
) -> Response[
    ListTemplatesResponse400
    | ListTemplatesResponse401
    | ListTemplatesResponse403
    | Problem
    | list[ListTemplatesResponse200Item]
]:
    """Templates, oldest first: the current revisions that are not retired unless includeRetired /
    allRevisions say otherwise; ?kind= filters.

    Args:
        kind (ListTemplatesKind | Unset):
        include_retired (ListTemplatesIncludeRetired | Unset):
        all_revisions (ListTemplatesAllRevisions | Unset):
        limit (int | Unset):
        offset (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListTemplatesResponse400 | ListTemplatesResponse401 | ListTemplatesResponse403 | Problem | list[ListTemplatesResponse200Item]]
    """

    kwargs = _get_kwargs(
        kind=kind,
        include_retired=include_retired,
        all_revisions=all_revisions,
        limit=limit,
        offset=offset,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    kind: ListTemplatesKind | Unset = UNSET,
    include_retired: ListTemplatesIncludeRetired | Unset = UNSET,
    all_revisions: ListTemplatesAllRevisions | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
) -> (
    ListTemplatesResponse400
    | ListTemplatesResponse401
    | ListTemplatesResponse403
    | Problem
    | list[ListTemplatesResponse200Item]
    | None
):
    """Templates, oldest first: the current revisions that are not retired unless includeRetired /
    allRevisions say otherwise; ?kind= filters.

    Args:
        kind (ListTemplatesKind | Unset):
        include_retired (ListTemplatesIncludeRetired | Unset):
        all_revisions (ListTemplatesAllRevisions | Unset):
        limit (int | Unset):
        offset (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListTemplatesResponse400 | ListTemplatesResponse401 | ListTemplatesResponse403 | Problem | list[ListTemplatesResponse200Item]
    """

    return sync_detailed(
        client=client,
        kind=kind,
        include_retired=include_retired,
        all_revisions=all_revisions,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    kind: ListTemplatesKind | Unset = UNSET,
    include_retired: ListTemplatesIncludeRetired | Unset = UNSET,
    all_revisions: ListTemplatesAllRevisions | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
) -> Response[
    ListTemplatesResponse400
    | ListTemplatesResponse401
    | ListTemplatesResponse403
    | Problem
    | list[ListTemplatesResponse200Item]
]:
    """Templates, oldest first: the current revisions that are not retired unless includeRetired /
    allRevisions say otherwise; ?kind= filters.

    Args:
        kind (ListTemplatesKind | Unset):
        include_retired (ListTemplatesIncludeRetired | Unset):
        all_revisions (ListTemplatesAllRevisions | Unset):
        limit (int | Unset):
        offset (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListTemplatesResponse400 | ListTemplatesResponse401 | ListTemplatesResponse403 | Problem | list[ListTemplatesResponse200Item]]
    """

    kwargs = _get_kwargs(
        kind=kind,
        include_retired=include_retired,
        all_revisions=all_revisions,
        limit=limit,
        offset=offset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    kind: ListTemplatesKind | Unset = UNSET,
    include_retired: ListTemplatesIncludeRetired | Unset = UNSET,
    all_revisions: ListTemplatesAllRevisions | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
) -> (
    ListTemplatesResponse400
    | ListTemplatesResponse401
    | ListTemplatesResponse403
    | Problem
    | list[ListTemplatesResponse200Item]
    | None
):
    """Templates, oldest first: the current revisions that are not retired unless includeRetired /
    allRevisions say otherwise; ?kind= filters.

    Args:
        kind (ListTemplatesKind | Unset):
        include_retired (ListTemplatesIncludeRetired | Unset):
        all_revisions (ListTemplatesAllRevisions | Unset):
        limit (int | Unset):
        offset (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListTemplatesResponse400 | ListTemplatesResponse401 | ListTemplatesResponse403 | Problem | list[ListTemplatesResponse200Item]
    """

    return (
        await asyncio_detailed(
            client=client,
            kind=kind,
            include_retired=include_retired,
            all_revisions=all_revisions,
            limit=limit,
            offset=offset,
        )
    ).parsed
