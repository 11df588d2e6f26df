from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.publish_data_object_body import PublishDataObjectBody
from ...models.publish_data_object_response_200 import PublishDataObjectResponse200
from ...models.publish_data_object_response_201 import PublishDataObjectResponse201
from ...models.publish_data_object_response_400 import PublishDataObjectResponse400
from ...models.publish_data_object_response_401 import PublishDataObjectResponse401
from ...models.publish_data_object_response_403 import PublishDataObjectResponse403
from ...models.publish_data_object_response_404 import PublishDataObjectResponse404
from ...models.publish_data_object_response_409 import PublishDataObjectResponse409
from ...models.publish_data_object_response_502 import PublishDataObjectResponse502
from ...models.publish_data_object_response_503 import PublishDataObjectResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    app_id: str,
    *,
    body: PublishDataObjectBody | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/data-objects/{app_id}/publish".format(
            app_id=quote(str(app_id), safe=""),
        ),
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Problem
    | PublishDataObjectResponse200
    | PublishDataObjectResponse201
    | PublishDataObjectResponse400
    | PublishDataObjectResponse401
    | PublishDataObjectResponse403
    | PublishDataObjectResponse404
    | PublishDataObjectResponse409
    | PublishDataObjectResponse502
    | PublishDataObjectResponse503
):
    if response.status_code == 200:
        response_200 = PublishDataObjectResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = PublishDataObjectResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = PublishDataObjectResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = PublishDataObjectResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = PublishDataObjectResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = PublishDataObjectResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = PublishDataObjectResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 502:
        response_502 = PublishDataObjectResponse502.from_dict(response.json())

        return response_502

    if response.status_code == 503:
        response_503 = PublishDataObjectResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Problem
    | PublishDataObjectResponse200
    | PublishDataObjectResponse201
    | PublishDataObjectResponse400
    | PublishDataObjectResponse401
    | PublishDataObjectResponse403
    | PublishDataObjectResponse404
    | PublishDataObjectResponse409
    | PublishDataObjectResponse502
    | PublishDataObjectResponse503
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
    body: PublishDataObjectBody | Unset = UNSET,
) -> Response[
    Problem
    | PublishDataObjectResponse200
    | PublishDataObjectResponse201
    | PublishDataObjectResponse400
    | PublishDataObjectResponse401
    | PublishDataObjectResponse403
    | PublishDataObjectResponse404
    | PublishDataObjectResponse409
    | PublishDataObjectResponse502
    | PublishDataObjectResponse503
]:
    """Publishes a DataObject (Manager on its Collection), as for a Collection.

    Args:
        app_id (str):
        body (PublishDataObjectBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | PublishDataObjectResponse200 | PublishDataObjectResponse201 | PublishDataObjectResponse400 | PublishDataObjectResponse401 | PublishDataObjectResponse403 | PublishDataObjectResponse404 | PublishDataObjectResponse409 | PublishDataObjectResponse502 | PublishDataObjectResponse503]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    app_id: str,
    *,
    client: AuthenticatedClient,
    body: PublishDataObjectBody | Unset = UNSET,
) -> (
    Problem
    | PublishDataObjectResponse200
    | PublishDataObjectResponse201
    | PublishDataObjectResponse400
    | PublishDataObjectResponse401
    | PublishDataObjectResponse403
    | PublishDataObjectResponse404
    | PublishDataObjectResponse409
    | PublishDataObjectResponse502
    | PublishDataObjectResponse503
    | None
):
    """Publishes a DataObject (Manager on its Collection), as for a Collection.

    Args:
        app_id (str):
        body (PublishDataObjectBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | PublishDataObjectResponse200 | PublishDataObjectResponse201 | PublishDataObjectResponse400 | PublishDataObjectResponse401 | PublishDataObjectResponse403 | PublishDataObjectResponse404 | PublishDataObjectResponse409 | PublishDataObjectResponse502 | PublishDataObjectResponse503
    """

    return sync_detailed(
        app_id=app_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
    body: PublishDataObjectBody | Unset = UNSET,
) -> Response[
    Problem
    | PublishDataObjectResponse200
    | PublishDataObjectResponse201
    | PublishDataObjectResponse400
    | PublishDataObjectResponse401
    | PublishDataObjectResponse403
    | PublishDataObjectResponse404
    | PublishDataObjectResponse409
    | PublishDataObjectResponse502
    | PublishDataObjectResponse503
]:
    """Publishes a DataObject (Manager on its Collection), as for a Collection.

    Args:
        app_id (str):
        body (PublishDataObjectBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | PublishDataObjectResponse200 | PublishDataObjectResponse201 | PublishDataObjectResponse400 | PublishDataObjectResponse401 | PublishDataObjectResponse403 | PublishDataObjectResponse404 | PublishDataObjectResponse409 | PublishDataObjectResponse502 | PublishDataObjectResponse503]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    app_id: str,
    *,
    client: AuthenticatedClient,
    body: PublishDataObjectBody | Unset = UNSET,
) -> (
    Problem
    | PublishDataObjectResponse200
    | PublishDataObjectResponse201
    | PublishDataObjectResponse400
    | PublishDataObjectResponse401
    | PublishDataObjectResponse403
    | PublishDataObjectResponse404
    | PublishDataObjectResponse409
    | PublishDataObjectResponse502
    | PublishDataObjectResponse503
    | None
):
    """Publishes a DataObject (Manager on its Collection), as for a Collection.

    Args:
        app_id (str):
        body (PublishDataObjectBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | PublishDataObjectResponse200 | PublishDataObjectResponse201 | PublishDataObjectResponse400 | PublishDataObjectResponse401 | PublishDataObjectResponse403 | PublishDataObjectResponse404 | PublishDataObjectResponse409 | PublishDataObjectResponse502 | PublishDataObjectResponse503
    """

    return (
        await asyncio_detailed(
            app_id=app_id,
            client=client,
            body=body,
        )
    ).parsed
