from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.list_entity_activities_response_200_item import (
    ListEntityActivitiesResponse200Item,
)
from ...models.list_entity_activities_response_400 import (
    ListEntityActivitiesResponse400,
)
from ...models.list_entity_activities_response_401 import (
    ListEntityActivitiesResponse401,
)
from ...models.list_entity_activities_response_403 import (
    ListEntityActivitiesResponse403,
)
from ...models.list_entity_activities_response_406 import (
    ListEntityActivitiesResponse406,
)
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    app_id: str,
    *,
    agent: str | Unset = UNSET,
    target_kind: str | Unset = UNSET,
    since: int | Unset = UNSET,
    until: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["agent"] = agent

    params["targetKind"] = target_kind

    params["since"] = since

    params["until"] = until

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/provenance/entity/{app_id}".format(
            app_id=quote(str(app_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListEntityActivitiesResponse400
    | ListEntityActivitiesResponse401
    | ListEntityActivitiesResponse403
    | ListEntityActivitiesResponse406
    | Problem
    | list[ListEntityActivitiesResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = ListEntityActivitiesResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 400:
        response_400 = ListEntityActivitiesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListEntityActivitiesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListEntityActivitiesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 406:
        response_406 = ListEntityActivitiesResponse406.from_dict(response.json())

        return response_406

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListEntityActivitiesResponse400
    | ListEntityActivitiesResponse401
    | ListEntityActivitiesResponse403
    | ListEntityActivitiesResponse406
    | Problem
    | list[ListEntityActivitiesResponse200Item]
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
    agent: str | Unset = UNSET,
    target_kind: str | Unset = UNSET,
    since: int | Unset = UNSET,
    until: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListEntityActivitiesResponse400
    | ListEntityActivitiesResponse401
    | ListEntityActivitiesResponse403
    | ListEntityActivitiesResponse406
    | Problem
    | list[ListEntityActivitiesResponse200Item]
]:
    """Activities touching one entity, with the same filters. Casual users see only their own rows (`agent`
    naming someone else answers 403); instance-admins see all. Representation by `Accept`: plain JSON,
    `application/prov+json` (W3C PROV-JSON), `application/ld+json` (PROV-O), `application/ld+json;
    profile=metadata4ing` (also the full IRI); an unknown profile answers 406.

    Args:
        app_id (str):
        agent (str | Unset):
        target_kind (str | Unset):
        since (int | Unset):
        until (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEntityActivitiesResponse400 | ListEntityActivitiesResponse401 | ListEntityActivitiesResponse403 | ListEntityActivitiesResponse406 | Problem | list[ListEntityActivitiesResponse200Item]]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
        agent=agent,
        target_kind=target_kind,
        since=since,
        until=until,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    app_id: str,
    *,
    client: AuthenticatedClient,
    agent: str | Unset = UNSET,
    target_kind: str | Unset = UNSET,
    since: int | Unset = UNSET,
    until: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListEntityActivitiesResponse400
    | ListEntityActivitiesResponse401
    | ListEntityActivitiesResponse403
    | ListEntityActivitiesResponse406
    | Problem
    | list[ListEntityActivitiesResponse200Item]
    | None
):
    """Activities touching one entity, with the same filters. Casual users see only their own rows (`agent`
    naming someone else answers 403); instance-admins see all. Representation by `Accept`: plain JSON,
    `application/prov+json` (W3C PROV-JSON), `application/ld+json` (PROV-O), `application/ld+json;
    profile=metadata4ing` (also the full IRI); an unknown profile answers 406.

    Args:
        app_id (str):
        agent (str | Unset):
        target_kind (str | Unset):
        since (int | Unset):
        until (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEntityActivitiesResponse400 | ListEntityActivitiesResponse401 | ListEntityActivitiesResponse403 | ListEntityActivitiesResponse406 | Problem | list[ListEntityActivitiesResponse200Item]
    """

    return sync_detailed(
        app_id=app_id,
        client=client,
        agent=agent,
        target_kind=target_kind,
        since=since,
        until=until,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
    agent: str | Unset = UNSET,
    target_kind: str | Unset = UNSET,
    since: int | Unset = UNSET,
    until: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListEntityActivitiesResponse400
    | ListEntityActivitiesResponse401
    | ListEntityActivitiesResponse403
    | ListEntityActivitiesResponse406
    | Problem
    | list[ListEntityActivitiesResponse200Item]
]:
    """Activities touching one entity, with the same filters. Casual users see only their own rows (`agent`
    naming someone else answers 403); instance-admins see all. Representation by `Accept`: plain JSON,
    `application/prov+json` (W3C PROV-JSON), `application/ld+json` (PROV-O), `application/ld+json;
    profile=metadata4ing` (also the full IRI); an unknown profile answers 406.

    Args:
        app_id (str):
        agent (str | Unset):
        target_kind (str | Unset):
        since (int | Unset):
        until (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEntityActivitiesResponse400 | ListEntityActivitiesResponse401 | ListEntityActivitiesResponse403 | ListEntityActivitiesResponse406 | Problem | list[ListEntityActivitiesResponse200Item]]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
        agent=agent,
        target_kind=target_kind,
        since=since,
        until=until,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    app_id: str,
    *,
    client: AuthenticatedClient,
    agent: str | Unset = UNSET,
    target_kind: str | Unset = UNSET,
    since: int | Unset = UNSET,
    until: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListEntityActivitiesResponse400
    | ListEntityActivitiesResponse401
    | ListEntityActivitiesResponse403
    | ListEntityActivitiesResponse406
    | Problem
    | list[ListEntityActivitiesResponse200Item]
    | None
):
    """Activities touching one entity, with the same filters. Casual users see only their own rows (`agent`
    naming someone else answers 403); instance-admins see all. Representation by `Accept`: plain JSON,
    `application/prov+json` (W3C PROV-JSON), `application/ld+json` (PROV-O), `application/ld+json;
    profile=metadata4ing` (also the full IRI); an unknown profile answers 406.

    Args:
        app_id (str):
        agent (str | Unset):
        target_kind (str | Unset):
        since (int | Unset):
        until (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEntityActivitiesResponse400 | ListEntityActivitiesResponse401 | ListEntityActivitiesResponse403 | ListEntityActivitiesResponse406 | Problem | list[ListEntityActivitiesResponse200Item]
    """

    return (
        await asyncio_detailed(
            app_id=app_id,
            client=client,
            agent=agent,
            target_kind=target_kind,
            since=since,
            until=until,
            limit=limit,
        )
    ).parsed
