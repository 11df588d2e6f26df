from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_all_file_references_response_200_item import (
    GetAllFileReferencesResponse200Item,
)
from ...models.get_all_file_references_response_400 import (
    GetAllFileReferencesResponse400,
)
from ...models.get_all_file_references_response_401 import (
    GetAllFileReferencesResponse401,
)
from ...models.get_all_file_references_response_403 import (
    GetAllFileReferencesResponse403,
)
from ...models.get_all_file_references_response_404 import (
    GetAllFileReferencesResponse404,
)
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    collection_id: str,
    data_object_id: str,
    *,
    version_uid: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["versionUid"] = version_uid

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/collections/{collection_id}/dataObjects/{data_object_id}/fileReferences".format(
            collection_id=quote(str(collection_id), safe=""),
            data_object_id=quote(str(data_object_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetAllFileReferencesResponse400
    | GetAllFileReferencesResponse401
    | GetAllFileReferencesResponse403
    | GetAllFileReferencesResponse404
    | Problem
    | list[GetAllFileReferencesResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = GetAllFileReferencesResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = GetAllFileReferencesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetAllFileReferencesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetAllFileReferencesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetAllFileReferencesResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetAllFileReferencesResponse400
    | GetAllFileReferencesResponse401
    | GetAllFileReferencesResponse403
    | GetAllFileReferencesResponse404
    | Problem
    | list[GetAllFileReferencesResponse200Item]
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    collection_id: str,
    data_object_id: str,
    *,
    client: AuthenticatedClient,
    version_uid: str | Unset = UNSET,
) -> Response[
    Any
    | GetAllFileReferencesResponse400
    | GetAllFileReferencesResponse401
    | GetAllFileReferencesResponse403
    | GetAllFileReferencesResponse404
    | Problem
    | list[GetAllFileReferencesResponse200Item]
]:
    """Get All File References

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetAllFileReferencesResponse400 | GetAllFileReferencesResponse401 | GetAllFileReferencesResponse403 | GetAllFileReferencesResponse404 | Problem | list[GetAllFileReferencesResponse200Item]]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        version_uid=version_uid,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    collection_id: str,
    data_object_id: str,
    *,
    client: AuthenticatedClient,
    version_uid: str | Unset = UNSET,
) -> (
    Any
    | GetAllFileReferencesResponse400
    | GetAllFileReferencesResponse401
    | GetAllFileReferencesResponse403
    | GetAllFileReferencesResponse404
    | Problem
    | list[GetAllFileReferencesResponse200Item]
    | None
):
    """Get All File References

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetAllFileReferencesResponse400 | GetAllFileReferencesResponse401 | GetAllFileReferencesResponse403 | GetAllFileReferencesResponse404 | Problem | list[GetAllFileReferencesResponse200Item]
    """

    return sync_detailed(
        collection_id=collection_id,
        data_object_id=data_object_id,
        client=client,
        version_uid=version_uid,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    data_object_id: str,
    *,
    client: AuthenticatedClient,
    version_uid: str | Unset = UNSET,
) -> Response[
    Any
    | GetAllFileReferencesResponse400
    | GetAllFileReferencesResponse401
    | GetAllFileReferencesResponse403
    | GetAllFileReferencesResponse404
    | Problem
    | list[GetAllFileReferencesResponse200Item]
]:
    """Get All File References

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetAllFileReferencesResponse400 | GetAllFileReferencesResponse401 | GetAllFileReferencesResponse403 | GetAllFileReferencesResponse404 | Problem | list[GetAllFileReferencesResponse200Item]]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        version_uid=version_uid,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    data_object_id: str,
    *,
    client: AuthenticatedClient,
    version_uid: str | Unset = UNSET,
) -> (
    Any
    | GetAllFileReferencesResponse400
    | GetAllFileReferencesResponse401
    | GetAllFileReferencesResponse403
    | GetAllFileReferencesResponse404
    | Problem
    | list[GetAllFileReferencesResponse200Item]
    | None
):
    """Get All File References

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetAllFileReferencesResponse400 | GetAllFileReferencesResponse401 | GetAllFileReferencesResponse403 | GetAllFileReferencesResponse404 | Problem | list[GetAllFileReferencesResponse200Item]
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            data_object_id=data_object_id,
            client=client,
            version_uid=version_uid,
        )
    ).parsed
