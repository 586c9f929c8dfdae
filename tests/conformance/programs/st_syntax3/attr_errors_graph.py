"""A missing attribute of a graph value: MindSpore names its type ('List', 'Tuple', 'Int',
'Dictionary', 'String'); setting an attribute of a list is Python's AttributeError."""
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

MODES = ("graph",)


def first_line(fn, *args):
    try:
        fn(*args)
    except Exception as e:  # noqa: BLE001
        return str(e).splitlines()[0]
    return "no error"


class GetAttr(nn.Cell):
    def construct(self, x):
        return x.id_


class AugAttr(nn.Cell):
    def construct(self, x, y):
        x.id_ += y
        return x


class SetAttr(nn.Cell):
    def construct(self, x, y):
        x.id_ = y
        return x


for label, value in (("list", [3, 1]), ("tuple", (3, 1)), ("int", 3), ("dict", {"a": 1}), ("str", "ab")):
    emit_error(f"get_{label}", GetAttr(), value)
    emit(f"get_{label}_has_name", first_line(GetAttr(), value).endswith("object has no attribute 'id_'"))
    emit(f"get_{label}_type", first_line(GetAttr(), value).split("'")[1])
emit_error("augassign_list", AugAttr(), [3, 1], 2)
emit("augassign_list_type", first_line(AugAttr(), [3, 1], 2).split("'")[1])
emit_error("setattr_list", SetAttr(), [3, 1], 2)
emit("setattr_list_msg", first_line(SetAttr(), [3, 1], 2).split(" and no __dict__")[0])   # (Python 3.13 appends it)
emit_error("setattr_tuple", SetAttr(), (3, 1), 2)
