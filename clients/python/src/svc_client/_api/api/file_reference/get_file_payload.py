from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_file_payload_response_400 import GetFilePayloadResponse400
from ...models.get_file_payload_response_401 import GetFilePayloadResponse401
from ...models.get_file_payload_response_403 import GetFilePayloadResponse403
from ...models.get_file_payload_response_404 import GetFilePayloadResponse404
from ...models.get_file_payload_response_413 import GetFilePayloadResponse413
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    collection_id: str,
    data_object_id: str,
    file_reference_id: str,
    oid: str,
    *,
    version_uid: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["versionUid"] = version_uid

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/collections/{collection_id}/dataObjects/{data_object_id}/fileReferences/{file_reference_id}/payload/{oid}".format(
            collection_id=quote(str(collection_id), safe=""),
            data_object_id=quote(str(data_object_id), safe=""),
            file_reference_id=quote(str(file_reference_id), safe=""),
            oid=quote(str(oid), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetFilePayloadResponse400
    | GetFilePayloadResponse401
    | GetFilePayloadResponse403
    | GetFilePayloadResponse404
    | GetFilePayloadResponse413
    | Problem
):
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 302:
        response_302 = cast(Any, None)
        return response_302

    if response.status_code == 400:
        response_400 = GetFilePayloadResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetFilePayloadResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetFilePayloadResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetFilePayloadResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = GetFilePayloadResponse413.from_dict(response.json())

        return response_413

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetFilePayloadResponse400
    | GetFilePayloadResponse401
    | GetFilePayloadResponse403
    | GetFilePayloadResponse404
    | GetFilePayloadResponse413
    | Problem
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
    file_reference_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
    version_uid: str | Unset = UNSET,
) -> Response[
    Any
    | GetFilePayloadResponse400
    | GetFilePayloadResponse401
    | GetFilePayloadResponse403
    | GetFilePayloadResponse404
    | GetFilePayloadResponse413
    | Problem
]:
    """Get File Payload (bytes of a file the reference lists)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        file_reference_id (str): A non-negative int64, in decimal.
        oid (str):
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetFilePayloadResponse400 | GetFilePayloadResponse401 | GetFilePayloadResponse403 | GetFilePayloadResponse404 | GetFilePayloadResponse413 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        file_reference_id=file_reference_id,
        oid=oid,
        version_uid=version_uid,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    collection_id: str,
    data_object_id: str,
    file_reference_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
    version_uid: str | Unset = UNSET,
) -> (
    Any
    | GetFilePayloadResponse400
    | GetFilePayloadResponse401
    | GetFilePayloadResponse403
    | GetFilePayloadResponse404
    | GetFilePayloadResponse413
    | Problem
    | None
):
    """Get File Payload (bytes of a file the reference lists)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        file_reference_id (str): A non-negative int64, in decimal.
        oid (str):
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetFilePayloadResponse400 | GetFilePayloadResponse401 | GetFilePayloadResponse403 | GetFilePayloadResponse404 | GetFilePayloadResponse413 | Problem
    """

    return sync_detailed(
        collection_id=collection_id,
        data_object_id=data_object_id,
        file_reference_id=file_reference_id,
        oid=oid,
        client=client,
        version_uid=version_uid,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    data_object_id: str,
    file_reference_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
    version_uid: str | Unset = UNSET,
) -> Response[
    Any
    | GetFilePayloadResponse400
    | GetFilePayloadResponse401
    | GetFilePayloadResponse403
    | GetFilePayloadResponse404
    | GetFilePayloadResponse413
    | Problem
]:
    """Get File Payload (bytes of a file the reference lists)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        file_reference_id (str): A non-negative int64, in decimal.
        oid (str):
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetFilePayloadResponse400 | GetFilePayloadResponse401 | GetFilePayloadResponse403 | GetFilePayloadResponse404 | GetFilePayloadResponse413 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        file_reference_id=file_reference_id,
        oid=oid,
        version_uid=version_uid,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    data_object_id: str,
    file_reference_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
    version_uid: str | Unset = UNSET,
) -> (
    Any
    | GetFilePayloadResponse400
    | GetFilePayloadResponse401
    | GetFilePayloadResponse403
    | GetFilePayloadResponse404
    | GetFilePayloadResponse413
    | Problem
    | None
):
    """Get File Payload (bytes of a file the reference lists)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        file_reference_id (str): A non-negative int64, in decimal.
        oid (str):
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetFilePayloadResponse400 | GetFilePayloadResponse401 | GetFilePayloadResponse403 | GetFilePayloadResponse404 | GetFilePayloadResponse413 | Problem
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            data_object_id=data_object_id,
            file_reference_id=file_reference_id,
            oid=oid,
            client=client,
            version_uid=version_uid,
        )
    ).parsed
