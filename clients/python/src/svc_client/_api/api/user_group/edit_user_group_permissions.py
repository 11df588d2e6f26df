from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.edit_user_group_permissions_body import EditUserGroupPermissionsBody
from ...models.edit_user_group_permissions_response_200 import (
    EditUserGroupPermissionsResponse200,
)
from ...models.edit_user_group_permissions_response_400 import (
    EditUserGroupPermissionsResponse400,
)
from ...models.edit_user_group_permissions_response_401 import (
    EditUserGroupPermissionsResponse401,
)
from ...models.edit_user_group_permissions_response_403 import (
    EditUserGroupPermissionsResponse403,
)
from ...models.edit_user_group_permissions_response_404 import (
    EditUserGroupPermissionsResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    user_group_id: str,
    *,
    body: EditUserGroupPermissionsBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/svc/api/userGroups/{user_group_id}/permissions".format(
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
    EditUserGroupPermissionsResponse200
    | EditUserGroupPermissionsResponse400
    | EditUserGroupPermissionsResponse401
    | EditUserGroupPermissionsResponse403
    | EditUserGroupPermissionsResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = EditUserGroupPermissionsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = EditUserGroupPermissionsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = EditUserGroupPermissionsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = EditUserGroupPermissionsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = EditUserGroupPermissionsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    EditUserGroupPermissionsResponse200
    | EditUserGroupPermissionsResponse400
    | EditUserGroupPermissionsResponse401
    | EditUserGroupPermissionsResponse403
    | EditUserGroupPermissionsResponse404
    | Problem
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
    body: EditUserGroupPermissionsBody,
) -> Response[
    EditUserGroupPermissionsResponse200
    | EditUserGroupPermissionsResponse400
    | EditUserGroupPermissionsResponse401
    | EditUserGroupPermissionsResponse403
    | EditUserGroupPermissionsResponse404
    | Problem
]:
    """Edit User Group Permissions (needs manage; only the owner hands ownership over)

    Args:
        user_group_id (str): A non-negative int64, in decimal.
        body (EditUserGroupPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EditUserGroupPermissionsResponse200 | EditUserGroupPermissionsResponse400 | EditUserGroupPermissionsResponse401 | EditUserGroupPermissionsResponse403 | EditUserGroupPermissionsResponse404 | Problem]
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
    body: EditUserGroupPermissionsBody,
) -> (
    EditUserGroupPermissionsResponse200
    | EditUserGroupPermissionsResponse400
    | EditUserGroupPermissionsResponse401
    | EditUserGroupPermissionsResponse403
    | EditUserGroupPermissionsResponse404
    | Problem
    | None
):
    """Edit User Group Permissions (needs manage; only the owner hands ownership over)

    Args:
        user_group_id (str): A non-negative int64, in decimal.
        body (EditUserGroupPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EditUserGroupPermissionsResponse200 | EditUserGroupPermissionsResponse400 | EditUserGroupPermissionsResponse401 | EditUserGroupPermissionsResponse403 | EditUserGroupPermissionsResponse404 | Problem
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
    body: EditUserGroupPermissionsBody,
) -> Response[
    EditUserGroupPermissionsResponse200
    | EditUserGroupPermissionsResponse400
    | EditUserGroupPermissionsResponse401
    | EditUserGroupPermissionsResponse403
    | EditUserGroupPermissionsResponse404
    | Problem
]:
    """Edit User Group Permissions (needs manage; only the owner hands ownership over)

    Args:
        user_group_id (str): A non-negative int64, in decimal.
        body (EditUserGroupPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EditUserGroupPermissionsResponse200 | EditUserGroupPermissionsResponse400 | EditUserGroupPermissionsResponse401 | EditUserGroupPermissionsResponse403 | EditUserGroupPermissionsResponse404 | Problem]
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
    body: EditUserGroupPermissionsBody,
) -> (
    EditUserGroupPermissionsResponse200
    | EditUserGroupPermissionsResponse400
    | EditUserGroupPermissionsResponse401
    | EditUserGroupPermissionsResponse403
    | EditUserGroupPermissionsResponse404
    | Problem
    | None
):
    """Edit User Group Permissions (needs manage; only the owner hands ownership over)

    Args:
        user_group_id (str): A non-negative int64, in decimal.
        body (EditUserGroupPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EditUserGroupPermissionsResponse200 | EditUserGroupPermissionsResponse400 | EditUserGroupPermissionsResponse401 | EditUserGroupPermissionsResponse403 | EditUserGroupPermissionsResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            user_group_id=user_group_id,
            client=client,
            body=body,
        )
    ).parsed
