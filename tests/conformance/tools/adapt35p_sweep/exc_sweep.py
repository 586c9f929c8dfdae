"""Invalid inputs in training code: wrong label shapes / dtypes through losses in TrainOneStepCell, bad optimizer
arguments, wrong call arities, sens 0, non-Cell arguments, duplicate Parameters, empty parameter lists."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

X = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 10)


def dense():
    return nn.Dense(4, 2, weight_init="ones", bias_init="zeros")


def step(loss, y, opt=None, *extra):
    n = dense()
    t = nn.TrainOneStepCell(nn.WithLossCell(n, loss), opt(n) if opt else nn.SGD(n.trainable_params(), 0.1))
    return t(X, y, *extra)


case("mse_bad_shape", lambda: step(nn.MSELoss(), Tensor(np.ones((3, 3), np.float32))))
case("mse_broadcast", lambda: step(nn.MSELoss(), Tensor(np.ones((1, 2), np.float32))))
case("mse_int_label", lambda: step(nn.MSELoss(), Tensor(np.ones((3, 2), np.int32))))
case("mse_f16_label", lambda: step(nn.MSELoss(), Tensor(np.ones((3, 2), np.float16))))
case("ce_sparse_f32_label", lambda: step(nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), Tensor(np.ones((3,), np.float32))))
case("ce_sparse_oob", lambda: step(nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), Tensor(np.array([0, 5, 1], np.int32))))
case("ce_sparse_neg", lambda: step(nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), Tensor(np.array([0, -1, 1], np.int32))))
case("ce_dense_shape", lambda: step(nn.SoftmaxCrossEntropyWithLogits(), Tensor(np.ones((3, 3), np.float32))))
case("crossentropy_int64", lambda: step(nn.CrossEntropyLoss(), Tensor(np.array([0, 1, 1], np.int64))))
case("crossentropy_oob", lambda: step(nn.CrossEntropyLoss(), Tensor(np.array([0, 2, 1], np.int32))))
case("nll_bad", lambda: step(nn.NLLLoss(), Tensor(np.array([0, 1, 1], np.int32))))
case("extra_arg", lambda: step(nn.MSELoss(), Tensor(np.ones((3, 2), np.float32)), None, Tensor(1.0)))
case("missing_label", lambda: nn.TrainOneStepCell(nn.WithLossCell(dense(), nn.MSELoss()), nn.SGD(dense().trainable_params(), 0.1))(X))
case("sens_zero", lambda: nn.TrainOneStepCell(nn.WithLossCell(dense(), nn.MSELoss()), nn.SGD(dense().trainable_params(), 0.1), sens=0.0))
case("not_cell", lambda: nn.TrainOneStepCell(lambda x, y: x, nn.SGD(dense().trainable_params(), 0.1)))
case("opt_empty", lambda: nn.SGD([], 0.1))
case("opt_tensor_list", lambda: nn.SGD([Tensor(1.0)], 0.1))
case("opt_dup", lambda: (lambda n: nn.SGD(n.trainable_params() + n.trainable_params(), 0.1))(dense()))
case("opt_neg_lr", lambda: nn.SGD(dense().trainable_params(), -0.1))
case("opt_lr_int", lambda: step(nn.MSELoss(), Tensor(np.ones((3, 2), np.float32)), lambda n: nn.SGD(n.trainable_params(), 1)))
case("mom_neg", lambda: nn.Momentum(dense().trainable_params(), 0.1, -0.9))
case("adam_beta", lambda: nn.Adam(dense().trainable_params(), 0.1, beta1=1.0))
case("opt_other_net", lambda: (lambda a, b: nn.TrainOneStepCell(nn.WithLossCell(a, nn.MSELoss()), nn.SGD(b.trainable_params(), 0.1))(X, Tensor(np.ones((3, 2), np.float32))))(dense(), dense()))
case("withloss_none", lambda: nn.WithLossCell(dense(), None)(X, X))
case("x_int", lambda: step(nn.MSELoss(), Tensor(np.ones((3, 2), np.float32)), None) if False else nn.WithLossCell(dense(), nn.MSELoss())(Tensor(np.ones((3, 4), np.int32)), Tensor(np.ones((3, 2), np.float32))))
case("x_wrong_features", lambda: nn.WithLossCell(dense(), nn.MSELoss())(Tensor(np.ones((3, 5), np.float32)), Tensor(np.ones((3, 2), np.float32))))
case("x_1d", lambda: nn.WithLossCell(dense(), nn.MSELoss())(Tensor(np.ones((4,), np.float32)), Tensor(np.ones((2,), np.float32))))
case("x_3d", lambda: nn.WithLossCell(dense(), nn.MSELoss())(Tensor(np.ones((2, 3, 4), np.float32)), Tensor(np.ones((2, 3, 2), np.float32))))
