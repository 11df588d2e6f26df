from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.count_activities_response_200 import CountActivitiesResponse200
from ...models.count_activities_response_400 import CountActivitiesResponse400
from ...models.count_activities_response_401 import CountActivitiesResponse401
from ...models.count_activities_response_403 import CountActivitiesResponse403
from ...models.count_activities_response_406 import CountActivitiesResponse406
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    agent: str | Unset = UNSET,
    target_kind: str | Unset = UNSET,
    target_app_id: str | Unset = UNSET,
    since: int | Unset = UNSET,
    until: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["agent"] = agent

    params["targetKind"] = target_kind

    params["targetAppId"] = target_app_id

    params["since"] = since

    params["until"] = until

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/provenance/count",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CountActivitiesResponse200
    | CountActivitiesResponse400
    | CountActivitiesResponse401
    | CountActivitiesResponse403
    | CountActivitiesResponse406
    | Problem
):
    if response.status_code == 200:
        response_200 = CountActivitiesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = CountActivitiesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CountActivitiesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CountActivitiesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 406:
        response_406 = CountActivitiesResponse406.from_dict(response.json())

        return response_406

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CountActivitiesResponse200
    | CountActivitiesResponse400
    | CountActivitiesResponse401
    | CountActivitiesResponse403
    | CountActivitiesResponse406
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
    agent: str | Unset = UNSET,
    target_kind: str | Unset = UNSET,
    target_app_id: str | Unset = UNSET,
    since: int | Unset = UNSET,
    until: int | Unset = UNSET,
) -> Response[
    CountActivitiesResponse200
    | CountActivitiesResponse400
    | CountActivitiesResponse401
    | CountActivitiesResponse403
    | CountActivitiesResponse406
    | Problem
]:
    """Number of activities under the same filters: `{count}`, or with `Accept: application/ld+json` a
    wrapper whose `svc:numberOfActivities` is typed xsd:nonNegativeInteger (for either profile); an
    unknown profile answers 406. Casual users see only their own rows (`agent` naming someone else
    answers 403); instance-admins see all.

    Args:
        agent (str | Unset):
        target_kind (str | Unset):
        target_app_id (str | Unset):
        since (int | Unset):
        until (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CountActivitiesResponse200 | CountActivitiesResponse400 | CountActivitiesResponse401 | CountActivitiesResponse403 | CountActivitiesResponse406 | Problem]
    """

    kwargs = _get_kwargs(
        agent=agent,
        target_kind=target_kind,
        target_app_id=target_app_id,
        since=since,
        until=until,
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
) -> (
    CountActivitiesResponse200
    | CountActivitiesResponse400
    | CountActivitiesResponse401
    | CountActivitiesResponse403
    | CountActivitiesResponse406
    | Problem
    | None
):
    """Number of activities under the same filters: `{count}`, or with `Accept: application/ld+json` a
    wrapper whose `svc:numberOfActivities` is typed xsd:nonNegativeInteger (for either profile); an
    unknown profile answers 406. Casual users see only their own rows (`agent` naming someone else
    answers 403); instance-admins see all.

    Args:
        agent (str | Unset):
        target_kind (str | Unset):
        target_app_id (str | Unset):
        since (int | Unset):
        until (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CountActivitiesResponse200 | CountActivitiesResponse400 | CountActivitiesResponse401 | CountActivitiesResponse403 | CountActivitiesResponse406 | Problem
    """

    return sync_detailed(
        client=client,
        agent=agent,
        target_kind=target_kind,
        target_app_id=target_app_id,
        since=since,
        until=until,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    agent: str | Unset = UNSET,
    target_kind: str | Unset = UNSET,
    target_app_id: str | Unset = UNSET,
    since: int | Unset = UNSET,
    until: int | Unset = UNSET,
) -> Response[
    CountActivitiesResponse200
    | CountActivitiesResponse400
    | CountActivitiesResponse401
    | CountActivitiesResponse403
    | CountActivitiesResponse406
    | Problem
]:
    """Number of activities under the same filters: `{count}`, or with `Accept: application/ld+json` a
    wrapper whose `svc:numberOfActivities` is typed xsd:nonNegativeInteger (for either profile); an
    unknown profile answers 406. Casual users see only their own rows (`agent` naming someone else
    answers 403); instance-admins see all.

    Args:
        agent (str | Unset):
        target_kind (str | Unset):
        target_app_id (str | Unset):
        since (int | Unset):
        until (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CountActivitiesResponse200 | CountActivitiesResponse400 | CountActivitiesResponse401 | CountActivitiesResponse403 | CountActivitiesResponse406 | Problem]
    """

    kwargs = _get_kwargs(
        agent=agent,
        target_kind=target_kind,
        target_app_id=target_app_id,
        since=since,
        until=until,
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
) -> (
    CountActivitiesResponse200
    | CountActivitiesResponse400
    | CountActivitiesResponse401
    | CountActivitiesResponse403
    | CountActivitiesResponse406
    | Problem
    | None
):
    """Number of activities under the same filters: `{count}`, or with `Accept: application/ld+json` a
    wrapper whose `svc:numberOfActivities` is typed xsd:nonNegativeInteger (for either profile); an
    unknown profile answers 406. Casual users see only their own rows (`agent` naming someone else
    answers 403); instance-admins see all.

    Args:
        agent (str | Unset):
        target_kind (str | Unset):
        target_app_id (str | Unset):
        since (int | Unset):
        until (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CountActivitiesResponse200 | CountActivitiesResponse400 | CountActivitiesResponse401 | CountActivitiesResponse403 | CountActivitiesResponse406 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            agent=agent,
            target_kind=target_kind,
            target_app_id=target_app_id,
            since=since,
            until=until,
        )
    ).parsed
