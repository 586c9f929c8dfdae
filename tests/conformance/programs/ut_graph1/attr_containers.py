"""Graph code changing list/dict Cell attributes (MindSpore 2.10 graph mode, LAX): an item assignment or
append on a list attribute is not seen by the attribute after the call (no Tensor of the graph stays in
it); a dict item set is written back (a Tensor value too); at the STRICT level both are TypeErrors, and
``self.x[i] = v`` on an undefined attribute is a TypeError at every level."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

MODES = ("graph",)


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.z = [[1, 2], 3]
        self.d = {"a": 1}
        self.op = op

    def construct(self, x):
        if self.op == "setitem":
            self.z[1] = x
        elif self.op == "setconst":
            self.z[1] = 5
        elif self.op == "append":
            self.z.append(4)
        elif self.op == "nested_append":
            self.z[0].append(4)
        elif self.op == "dset":
            self.d["b"] = 2
        elif self.op == "dsett":
            self.d["b"] = x * 2
        return self.z[1], self.z[0]


class NotDefined(nn.Cell):
    def construct(self, x):
        self.y[0] = 9
        return x


x = Tensor(np.arange(2, dtype=np.int32))
for op in ("setitem", "setconst", "append", "nested_append", "dset", "dsett"):
    net = Net(op)
    emit(f"{op}_first", net(x))
    emit(f"{op}_second", net(x + 1))
    emit(f"{op}_attrs", (net.z, net.d))

emit_error("not_defined", NotDefined(), x)
saved = os.environ.get("MS_DEV_JIT_SYNTAX_LEVEL")
os.environ["MS_DEV_JIT_SYNTAX_LEVEL"] = "0"
try:
    emit_error("strict_list_setitem", Net("setitem"), x)
    emit_error("strict_dict_setitem", Net("dset"), x)
finally:
    if saved is None:
        del os.environ["MS_DEV_JIT_SYNTAX_LEVEL"]
    else:
        os.environ["MS_DEV_JIT_SYNTAX_LEVEL"] = saved
