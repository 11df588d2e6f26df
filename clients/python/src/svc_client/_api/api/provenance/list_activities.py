from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.list_activities_response_200_item import ListActivitiesResponse200Item
from ...models.list_activities_response_400 import ListActivitiesResponse400
from ...models.list_activities_response_401 import ListActivitiesResponse401
from ...models.list_activities_response_403 import ListActivitiesResponse403
from ...models.list_activities_response_406 import ListActivitiesResponse406
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    agent: str | Unset = UNSET,
    target_kind: str | Unset = UNSET,
    target_app_id: str | Unset = UNSET,
    since: int | Unset = UNSET,
    until: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["agent"] = agent

    params["targetKind"] = target_kind

    params["targetAppId"] = target_app_id

    params["since"] = since

    params["until"] = until

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/provenance/activities",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListActivitiesResponse400
    | ListActivitiesResponse401
    | ListActivitiesResponse403
    | ListActivitiesResponse406
    | Problem
    | list[ListActivitiesResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = ListActivitiesResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 400:
        response_400 = ListActivitiesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListActivitiesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListActivitiesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 406:
        response_406 = ListActivitiesResponse406.from_dict(response.json())

        return response_406

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListActivitiesResponse400
    | ListActivitiesResponse401
    | ListActivitiesResponse403
    | ListActivitiesResponse406
    | Problem
    | list[ListActivitiesResponse200Item]
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
    agent: str | Unset = UNSET,
    target_kind: str | Unset = UNSET,
    target_app_id: str | Unset = UNSET,
    since: int | Unset = UNSET,
    until: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListActivitiesResponse400
    | ListActivitiesResponse401
    | ListActivitiesResponse403
    | ListActivitiesResponse406
    | Problem
    | list[ListActivitiesResponse200Item]
]:
    """Activities, newest first, filtered by agent, targetKind, targetAppId, since, until (epoch ms,
    inclusive); limit default 100, capped at 1000. Casual users see only their own rows (`agent` naming
    someone else answers 403); instance-admins see all. Representation by `Accept`: plain JSON,
    `application/prov+json` (W3C PROV-JSON), `application/ld+json` (PROV-O), `application/ld+json;
    profile=metadata4ing` (also the full IRI); an unknown profile answers 406.

    Args:
        agent (str | Unset):
        target_kind (str | Unset):
        target_app_id (str | Unset):
        since (int | Unset):
        until (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListActivitiesResponse400 | ListActivitiesResponse401 | ListActivitiesResponse403 | ListActivitiesResponse406 | Problem | list[ListActivitiesResponse200Item]]
    """

    kwargs = _get_kwargs(
        agent=agent,
        target_kind=target_kind,
        target_app_id=target_app_id,
        since=since,
        until=until,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    agent: str | Unset = UNSET,
    target_kind: str | Unset = UNSET,
    target_app_id: str | Unset = UNSET,
    since: int | Unset = UNSET,
    until: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListActivitiesResponse400
    | ListActivitiesResponse401
    | ListActivitiesResponse403
    | ListActivitiesResponse406
    | Problem
    | list[ListActivitiesResponse200Item]
    | None
):
    """Activities, newest first, filtered by agent, targetKind, targetAppId, since, until (epoch ms,
    inclusive); limit default 100, capped at 1000. Casual users see only their own rows (`agent` naming
    someone else answers 403); instance-admins see all. Representation by `Accept`: plain JSON,
    `application/prov+json` (W3C PROV-JSON), `application/ld+json` (PROV-O), `application/ld+json;
    profile=metadata4ing` (also the full IRI); an unknown profile answers 406.

    Args:
        agent (str | Unset):
        target_kind (str | Unset):
        target_app_id (str | Unset):
        since (int | Unset):
        until (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListActivitiesResponse400 | ListActivitiesResponse401 | ListActivitiesResponse403 | ListActivitiesResponse406 | Problem | list[ListActivitiesResponse200Item]
    """

    return sync_detailed(
        client=client,
        agent=agent,
        target_kind=target_kind,
        target_app_id=target_app_id,
        since=since,
        until=until,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    agent: str | Unset = UNSET,
    target_kind: str | Unset = UNSET,
    target_app_id: str | Unset = UNSET,
    since: int | Unset = UNSET,
    until: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListActivitiesResponse400
    | ListActivitiesResponse401
    | ListActivitiesResponse403
    | ListActivitiesResponse406
    | Problem
    | list[ListActivitiesResponse200Item]
]:
    """Activities, newest first, filtered by agent, targetKind, targetAppId, since, until (epoch ms,
    inclusive); limit default 100, capped at 1000. Casual users see only their own rows (`agent` naming
    someone else answers 403); instance-admins see all. Representation by `Accept`: plain JSON,
    `application/prov+json` (W3C PROV-JSON), `application/ld+json` (PROV-O), `application/ld+json;
    profile=metadata4ing` (also the full IRI); an unknown profile answers 406.

    Args:
        agent (str | Unset):
        target_kind (str | Unset):
        target_app_id (str | Unset):
        since (int | Unset):
        until (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListActivitiesResponse400 | ListActivitiesResponse401 | ListActivitiesResponse403 | ListActivitiesResponse406 | Problem | list[ListActivitiesResponse200Item]]
    """

    kwargs = _get_kwargs(
        agent=agent,
        target_kind=target_kind,
        target_app_id=target_app_id,
        since=since,
        until=until,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    agent: str | Unset = UNSET,
    target_kind: str | Unset = UNSET,
    target_app_id: str | Unset = UNSET,
    since: int | Unset = UNSET,
    until: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListActivitiesResponse400
    | ListActivitiesResponse401
    | ListActivitiesResponse403
    | ListActivitiesResponse406
    | Problem
    | list[ListActivitiesResponse200Item]
    | None
):
    """Activities, newest first, filtered by agent, targetKind, targetAppId, since, until (epoch ms,
    inclusive); limit default 100, capped at 1000. Casual users see only their own rows (`agent` naming
    someone else answers 403); instance-admins see all. Representation by `Accept`: plain JSON,
    `application/prov+json` (W3C PROV-JSON), `application/ld+json` (PROV-O), `application/ld+json;
    profile=metadata4ing` (also the full IRI); an unknown profile answers 406.

    Args:
        agent (str | Unset):
        target_kind (str | Unset):
        target_app_id (str | Unset):
        since (int | Unset):
        until (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListActivitiesResponse400 | ListActivitiesResponse401 | ListActivitiesResponse403 | ListActivitiesResponse406 | Problem | list[ListActivitiesResponse200Item]
    """

    return (
        await asyncio_detailed(
            client=client,
            agent=agent,
            target_kind=target_kind,
            target_app_id=target_app_id,
            since=since,
            until=until,
            limit=limit,
        )
    ).parsed
