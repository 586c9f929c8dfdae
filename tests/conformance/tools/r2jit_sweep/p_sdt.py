import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter
from _h import case
for nm, dt in [("str", "float16"), ("np", np.float16), ("int", 3), ("none", None), ("ms", ms.int8), ("pytype", float)]:
    case("p_" + nm)(lambda dt=dt: (lambda p: (p.set_dtype(dt), p)[1])(Parameter(Tensor(np.array([1.7, -2.5], np.float32)), name="sd")))
    case("t_" + nm)(lambda dt=dt: (lambda p: (p.set_dtype(dt), p)[1])(Tensor(np.array([1.7, -2.5], np.float32))))
case("p_ret")(lambda: Parameter(Tensor(np.array([1.7, -2.5], np.float32)), name="sd").set_dtype(ms.int32))
