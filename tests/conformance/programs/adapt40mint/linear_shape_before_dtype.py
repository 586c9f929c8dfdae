"""`mint.nn.Linear` / `mint.nn.functional.linear` given an input of the wrong width in another dtype than the
weight (float16 / float64 beside the float32 weight): MindSpore 2.10's PyNative Dense checks the shapes first (its
ValueError "Dense shape error"), msgraph raised MatMul's dtype TypeError (st/mint test_nn_linear variants, found by
the adapt40mint layer sweep).  MindSpore's Graph mode checks the dtypes first (TypeError); msgraph follows PyNative.
A right-width input of another dtype stays the TypeError, a float32 one of the wrong width the ValueError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
from _conf import emit, emit_error


def linear():
    m = mint.nn.Linear(3, 2)
    m.weight.set_data(Tensor(np.array([[0.5, -1.0, 0.25], [1.5, 0.0, -0.5]], np.float32)))
    m.bias.set_data(Tensor(np.array([0.1, -0.2], np.float32)))
    return m


class F(nn.Cell):
    def construct(self, x, w):
        return mint.nn.functional.linear(x, w)


w = Tensor(np.ones((2, 3), np.float32))
emit("right", linear()(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))))
emit_error("wrong_width_f32", lambda: linear()(Tensor(np.ones((2, 4), np.float32))))
emit_error("wrong_width_f16", lambda: linear()(Tensor(np.ones((2, 4), np.float16))))
emit_error("wrong_width_f64", lambda: linear()(Tensor(np.ones((2, 4), np.float64))))
emit_error("functional_wrong_width_f16", lambda: F()(Tensor(np.ones((2, 4), np.float16)), w))
emit_error("right_width_f16", lambda: linear()(Tensor(np.ones((2, 3), np.float16))))

FOLLOW_PYNATIVE = {
    "wrong_width_f16": "MindSpore's Graph-mode Dense checks the dtypes before the shapes (TypeError)",
    "wrong_width_f64": "MindSpore's Graph-mode Dense checks the dtypes before the shapes (TypeError)",
    "functional_wrong_width_f16": "MindSpore's Graph-mode Dense checks the dtypes before the shapes (TypeError)",
}
