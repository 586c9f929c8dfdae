"""Python's print() in a Cell: PyNative prints Tensors as numpy does; a graph runs MindSpore's Print op
(each argument on its own line, Tensor(shape=.., dtype=.., value=..), 0-d Tensors and numbers as C++
prints them: 1.0 -> 1, 1/3 -> 0.333333, a bool -> 1/0, a list as a tuple)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit_stdout


class Show(nn.Cell):
    def construct(self, x):
        print(x)
        print(x[0, 0])
        print('val:', x[0])
        return x


class ShowMixed(nn.Cell):
    def construct(self, x):
        print('x=', x, 'n=', 2)
        print(1.0 / 3, True, [1, 2], x.shape[0] * 0.5)
        print(x > 0, (x > 0)[0, 0])
        print(x.sum(), x * 0.1)
        return x


base = np.array([[-2.0, -1.25, -0.5], [0.25, 1.0, 1.75]])
for dt in ("float32", "float16", "float64", "int32", "int64", "bool_"):
    arr = base.astype(dt) if dt != "bool_" else base > 0
    emit_stdout(f"print_{dt}", lambda a=arr: Show()(ms.Tensor(a)))
emit_stdout("print_mixed", lambda: ShowMixed()(ms.Tensor(base.astype(np.float32))))
