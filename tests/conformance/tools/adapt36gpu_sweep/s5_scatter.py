"""st ops/gpu scatter_op, scatter_func_op, scatter_nd_func_op, tensor_scatter_arithmetic, tensor_scatter_element_op:
Scatter{Add,Sub,Mul,Div,Max,Min,Update} on Parameters, ScatterNd{Add,Sub,Update,Max,Min,Mul,Div}, TensorScatter*,
ScatterNd, TensorScatterElements / ops.scatter: dtypes, duplicate / negative / out-of-range indices, 0-d updates,
use_locking kw, the returned value and the Parameter after the call, gradients."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from mindspore.ops import operations as P
from _h import case


class Upd(nn.Cell):
    def __init__(self, p, init, dt):
        super().__init__()
        self.p = p
        self.v = Parameter(Tensor(init, dt), name="v")

    def construct(self, i, u):
        out = self.p(self.v, i, u)
        return out, self.v


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, *a):
        return self.p(*a)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True)

    def construct(self, *a):
        return self.g(self.net)(*a)


V = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
DT = [ms.float16, ms.float32, ms.float64, ms.int8, ms.int32, ms.int64, ms.uint8]
for name in ["ScatterAdd", "ScatterSub", "ScatterMul", "ScatterDiv", "ScatterMax", "ScatterMin", "ScatterUpdate"]:
    pr = getattr(P, name)
    for dt in DT:
        case(f"{name} {dt} dup", lambda: Upd(pr(), V, dt)(Tensor([0, 2, 0], ms.int32), Tensor(np.array([[1, 2, 3], [2, 2, 2], [3, 0, 1]]), dt)))
    case(f"{name} idx64 2d", lambda: Upd(pr(use_locking=True), V, ms.float32)(Tensor([[1], [2]], ms.int64), Tensor(np.ones((2, 1, 3)) * 2, ms.float32)))
    case(f"{name} oob", lambda: Upd(pr(), V, ms.float32)(Tensor([3], ms.int32), Tensor(np.ones((1, 3)), ms.float32)))
    case(f"{name} neg idx", lambda: Upd(pr(), V, ms.float32)(Tensor([-1], ms.int32), Tensor(np.ones((1, 3)), ms.float32)))
    case(f"{name} bad shape", lambda: Upd(pr(), V, ms.float32)(Tensor([1], ms.int32), Tensor(np.ones((3,)), ms.float32)))
    case(f"{name} dtype mismatch", lambda: Upd(pr(), V, ms.float32)(Tensor([1], ms.int32), Tensor(np.ones((1, 3)), ms.float16)))
    case(f"{name} float idx", lambda: Upd(pr(), V, ms.float32)(Tensor([1.0], ms.float32), Tensor(np.ones((1, 3)), ms.float32)))
    case(f"{name} div zero", lambda: Upd(pr(), V, ms.int32)(Tensor([1], ms.int32), Tensor(np.array([[0, 2, -4]]), ms.int32)))
    case(f"{name} fdiv zero", lambda: Upd(pr(), V, ms.float32)(Tensor([1], ms.int32), Tensor(np.array([[0, 2, -4]]), ms.float32)))
for name in ["ScatterNdAdd", "ScatterNdSub", "ScatterNdUpdate", "ScatterNdMax", "ScatterNdMin", "ScatterNdMul", "ScatterNdDiv"]:
    pr = getattr(P, name, None)
    if pr is None:
        print(name, "=> missing")
        continue
    for dt in DT:
        case(f"{name} {dt}", lambda: Upd(pr(), V, dt)(Tensor([[0, 1], [2, 2], [0, 1]], ms.int32), Tensor(np.array([3, 2, 2]), dt)))
    case(f"{name} rows", lambda: Upd(pr(), V, ms.float32)(Tensor([[1], [0]], ms.int64), Tensor(np.ones((2, 3)) * 2, ms.float32)))
    case(f"{name} oob", lambda: Upd(pr(), V, ms.float32)(Tensor([[3, 0]], ms.int32), Tensor(np.ones((1,)), ms.float32)))
    case(f"{name} neg", lambda: Upd(pr(), V, ms.float32)(Tensor([[-1, 0]], ms.int32), Tensor(np.ones((1,)), ms.float32)))
for name in ["TensorScatterAdd", "TensorScatterSub", "TensorScatterUpdate", "TensorScatterMax", "TensorScatterMin", "TensorScatterMul", "TensorScatterDiv"]:
    pr = getattr(P, name)
    for dt in DT + [ms.bool_]:
        case(f"{name} {dt}", lambda: Net(pr())(Tensor(V, dt), Tensor([[0, 1], [2, 2], [0, 1]], ms.int32), Tensor(np.array([3, 2, 2]), dt)))
    case(f"{name} rows", lambda: Net(pr())(Tensor(V, ms.float32), Tensor([[1], [0]], ms.int64), Tensor(np.ones((2, 3)) * 2, ms.float32)))
    case(f"{name} oob", lambda: Net(pr())(Tensor(V, ms.float32), Tensor([[3, 0]], ms.int32), Tensor(np.ones((1,)), ms.float32)))
    case(f"{name} neg", lambda: Net(pr())(Tensor(V, ms.float32), Tensor([[-1, 0]], ms.int32), Tensor(np.ones((1,)), ms.float32)))
    case(f"{name} empty idx", lambda: Net(pr())(Tensor(V, ms.float32), Tensor(np.zeros((0, 2)), ms.int32), Tensor(np.ones((0,)), ms.float32)))
    case(f"{name} grad", lambda: Grad(Net(pr()))(Tensor(V, ms.float32), Tensor([[0, 1], [2, 2], [0, 1]], ms.int32), Tensor(np.array([3, 2, 2]), ms.float32)))
for dt in DT:
    case(f"ScatterNd {dt}", lambda: Net(P.ScatterNd())(Tensor([[0], [2], [0]], ms.int32), Tensor(np.array([3, 2, 2]), dt), (4,)))
case("ScatterNd shape list", lambda: Net(P.ScatterNd())(Tensor([[0, 1]], ms.int64), Tensor(np.array([3.0]), ms.float32), (2, 2)))
case("ScatterNd oob", lambda: Net(P.ScatterNd())(Tensor([[5]], ms.int32), Tensor(np.array([3.0]), ms.float32), (4,)))
case("ScatterNd grad", lambda: Grad(Net(P.ScatterNd()))(Tensor([[0], [2], [0]], ms.int32), Tensor(np.array([3., 2, 2]), ms.float32), (4,)))
for red in ["none", "add", "mul"]:
    for dt in [ms.float32, ms.int32, ms.float16]:
        case(f"TensorScatterElements {red} {dt}", lambda: Net(P.TensorScatterElements(axis=1, reduction=red))(Tensor(V, dt), Tensor([[0, 0], [2, 1], [1, 1]], ms.int32), Tensor(np.array([[5, 6], [7, 8], [1, 2]]), dt)))
    case(f"TensorScatterElements {red} neg axis", lambda: Net(P.TensorScatterElements(axis=-2, reduction=red))(Tensor(V, ms.float32), Tensor([[0, 2, 1]], ms.int64), Tensor(np.array([[5, 6, 7]]), ms.float32)))
    case(f"TensorScatterElements {red} neg idx", lambda: Net(P.TensorScatterElements(axis=1, reduction=red))(Tensor(V, ms.float32), Tensor([[-1]], ms.int32), Tensor(np.array([[5]]), ms.float32)))
    case(f"TensorScatterElements {red} grad", lambda: Grad(Net(P.TensorScatterElements(axis=1, reduction=red)))(Tensor(V, ms.float32), Tensor([[0, 0], [2, 1], [1, 1]], ms.int32), Tensor(np.array([[5., 6], [7, 8], [1, 2]]), ms.float32)))
case("ops.scatter add", lambda: Net(ops.scatter)(Tensor(V, ms.float32), 1, Tensor([[0, 0], [2, 1], [1, 1]], ms.int64), Tensor(np.array([[5., 6], [7, 8], [1, 2]]), ms.float32)))
case("ops.scatter_add fn", lambda: Net(ops.scatter_add)(Parameter(Tensor(V, ms.float32), name="q"), Tensor([0, 0], ms.int32), Tensor(np.ones((2, 3)), ms.float32)))
case("ops.tensor_scatter_elements", lambda: ops.tensor_scatter_elements(Tensor(V, ms.float32), Tensor([[0, 0]], ms.int32), Tensor(np.array([[5., 6]]), ms.float32), axis=1, reduction="add"))
