from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.update_user_group_body import UpdateUserGroupBody
from ...models.update_user_group_response_200 import UpdateUserGroupResponse200
from ...models.update_user_group_response_400 import UpdateUserGroupResponse400
from ...models.update_user_group_response_401 import UpdateUserGroupResponse401
from ...models.update_user_group_response_403 import UpdateUserGroupResponse403
from ...models.update_user_group_response_404 import UpdateUserGroupResponse404
from ...types import Response


def _get_kwargs(
    user_group_id: str,
    *,
    body: UpdateUserGroupBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/svc/api/userGroups/{user_group_id}".format(
            user_group_id=quote(str(user_group_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Problem
    | UpdateUserGroupResponse200
    | UpdateUserGroupResponse400
    | UpdateUserGroupResponse401
    | UpdateUserGroupResponse403
    | UpdateUserGroupResponse404
):
    if response.status_code == 200:
        response_200 = UpdateUserGroupResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = UpdateUserGroupResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UpdateUserGroupResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UpdateUserGroupResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UpdateUserGroupResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Problem
    | UpdateUserGroupResponse200
    | UpdateUserGroupResponse400
    | UpdateUserGroupResponse401
    | UpdateUserGroupResponse403
    | UpdateUserGroupResponse404
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_group_id: str,
    *,
    client: AuthenticatedClient,
    body: UpdateUserGroupBody,
) -> Response[
    Problem
    | UpdateUserGroupResponse200
    | UpdateUserGroupResponse400
    | UpdateUserGroupResponse401
    | UpdateUserGroupResponse403
    | UpdateUserGroupResponse404
]:
    """Update User Group (replaces name and members; needs write)

    Args:
        user_group_id (str): A non-negative int64, in decimal.
        body (UpdateUserGroupBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UpdateUserGroupResponse200 | UpdateUserGroupResponse400 | UpdateUserGroupResponse401 | UpdateUserGroupResponse403 | UpdateUserGroupResponse404]
    """

    kwargs = _get_kwargs(
        user_group_id=user_group_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    user_group_id: str,
    *,
    client: AuthenticatedClient,
    body: UpdateUserGroupBody,
) -> (
    Problem
    | UpdateUserGroupResponse200
    | UpdateUserGroupResponse400
    | UpdateUserGroupResponse401
    | UpdateUserGroupResponse403
    | UpdateUserGroupResponse404
    | None
):
    """Update User Group (replaces name and members; needs write)

    Args:
        user_group_id (str): A non-negative int64, in decimal.
        body (UpdateUserGroupBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UpdateUserGroupResponse200 | UpdateUserGroupResponse400 | UpdateUserGroupResponse401 | UpdateUserGroupResponse403 | UpdateUserGroupResponse404
    """

    return sync_detailed(
        user_group_id=user_group_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    user_group_id: str,
    *,
    client: AuthenticatedClient,
    body: UpdateUserGroupBody,
) -> Response[
    Problem
    | UpdateUserGroupResponse200
    | UpdateUserGroupResponse400
    | UpdateUserGroupResponse401
    | UpdateUserGroupResponse403
    | UpdateUserGroupResponse404
]:
    """Update User Group (replaces name and members; needs write)

    Args:
        user_group_id (str): A non-negative int64, in decimal.
        body (UpdateUserGroupBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UpdateUserGroupResponse200 | UpdateUserGroupResponse400 | UpdateUserGroupResponse401 | UpdateUserGroupResponse403 | UpdateUserGroupResponse404]
    """

    kwargs = _get_kwargs(
        user_group_id=user_group_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    user_group_id: str,
    *,
    client: AuthenticatedClient,
    body: UpdateUserGroupBody,
) -> (
    Problem
    | UpdateUserGroupResponse200
    | UpdateUserGroupResponse400
    | UpdateUserGroupResponse401
    | UpdateUserGroupResponse403
    | UpdateUserGroupResponse404
    | None
):
    """Update User Group (replaces name and members; needs write)

    Args:
        user_group_id (str): A non-negative int64, in decimal.
        body (UpdateUserGroupBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UpdateUserGroupResponse200 | UpdateUserGroupResponse400 | UpdateUserGroupResponse401 | UpdateUserGroupResponse403 | UpdateUserGroupResponse404
    """

    return (
        await asyncio_detailed(
            user_group_id=user_group_id,
            client=client,
            body=body,
        )
    ).parsed
