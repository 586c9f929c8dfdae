"""A write through a PyNative view with an index that is not ints / slices (st pynative views tests, adapted):
MindSpore 2.10 gives the output of reshape / view / transpose / permute / squeeze / unsqueeze / flatten / narrow /
select / chunk / `x[None]` / `Tensor(t)` storage of its own when it is written with an Ellipsis, None, a bool, a list or
a Tensor index (its input keeps its values), while a subscript view (`x[1]`, `x[:, 1:]`) is written through with
every index kind, and an int / slice write goes through every view.  msgraph wrote every index kind through every
view (SILENT).  PyNative only: graph code has no views."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

MODES = ("pynative",)

VIEWS = (
    ("reshape", lambda t: t.reshape(3, 2)),
    ("view", lambda t: t.view(6)),
    ("transpose", lambda t: t.transpose(1, 0)),
    ("permute", lambda t: t.permute(1, 0)),
    ("unsqueeze", lambda t: t.unsqueeze(0)),
    ("expand_dims", lambda t: ops.expand_dims(t, 1)),
    ("flatten", lambda t: t.flatten()),
    ("narrow", lambda t: t.narrow(1, 1, 2)),
    ("select", lambda t: t.select(0, 1)),
    ("chunk", lambda t: t.chunk(3, 1)[1]),
    ("x[None]", lambda t: t[None]),
    ("Tensor(t)", lambda t: Tensor(t)),
    ("x[1]", lambda t: t[1]),
    ("x[:,1:]", lambda t: t[:, 1:]),
)


def index(kind, v):
    if kind == "...":
        return Ellipsis
    if kind == "None":
        return None
    if kind == "True":
        return True
    if kind == "[0]":
        return [0]
    if kind == "Tensor[0]":
        return Tensor(np.array([0], np.int64))
    if kind == "bool mask":
        return Tensor(np.ones(v.shape, np.bool_))
    return 0


for vn, vf in VIEWS:
    for kind in ("...", "None", "True", "[0]", "Tensor[0]", "bool mask", "0"):
        t = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
        v = vf(t)
        v[index(kind, v)] = 7
        emit(f"{vn} v[{kind}]=7 (input, view)", (t, v))
