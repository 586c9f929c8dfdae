"""``mindspore.ops._op_impl.aicpu.sequence_add_offset``: the AiCPU registration of the op (nothing to register)."""


def _sequence_add_offset_aicpu() -> None:
    """MindSpore's registration function (decorated by op_info_register there): returns None."""
    return None
