"""Cell.pipeline_stage: an int >= 0 (TypeError / ValueError otherwise)."""
from mindspore import nn
from _conf import emit, emit_error


def first_line(fn, *args):
    try:
        fn(*args)
    except Exception as e:  # noqa: BLE001
        return str(e).splitlines()[0]
    return "no error"


def set_stage(v):
    c = nn.Cell()
    c.pipeline_stage = v
    return c.pipeline_stage


emit("stage_2", set_stage(2))
emit("stage_0", set_stage(0))
emit_error("stage_negative", set_stage, -1)
emit("stage_negative_msg", first_line(set_stage, -1))
emit_error("stage_bool", set_stage, True)
emit_error("stage_float", set_stage, 1.0)
emit_error("stage_unset", lambda: nn.Cell().pipeline_stage)
