import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter
from _h import case
t = Tensor(np.ones(2, np.float32))
def setn(v):
    p = Parameter(t, name="w"); p.name = v; return p.name
for nm, v in [("int", 3), ("none", None), ("empty", ""), ("long", "a" * 1025), ("ok1024", "b" * 1024), ("float", 1.5),
              ("bytes", b"x"), ("dots", "a.b.c"), ("tuple", ("a",))]:
    case("set_" + nm)(lambda v=v: setn(v))
    case("init_" + nm)(lambda v=v: Parameter(t, name=v).name)
case("rg_int")(lambda: Parameter(t, name="w", requires_grad=1).requires_grad)
case("rg_str")(lambda: Parameter(t, name="w", requires_grad="x").requires_grad)
def setrg(v):
    p = Parameter(t, name="w"); p.requires_grad = v; return p.requires_grad
case("set_rg_int")(lambda: setrg(0))
case("set_rg_str")(lambda: setrg("x"))
case("set_rg_none")(lambda: setrg(None))
