"""``mindspore.communication._comm_helper``: the module MindSpore's tests and some model-zoo scripts import
``GlobalComm`` and the world-group names from (msgraph keeps them in ``management``)."""
from .management import GlobalComm, HCCL_WORLD_COMM_GROUP, MCCL_WORLD_COMM_GROUP, NCCL_WORLD_COMM_GROUP  # noqa: F401
