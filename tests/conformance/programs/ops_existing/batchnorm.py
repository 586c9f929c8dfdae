"""BatchNorm2d/BatchNorm1d: training (batch statistics, moving-statistic updates with MindSpore's
momentum), evaluation (moving statistics), gradients."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

x = Tensor((np.arange(2 * 3 * 2 * 2, dtype=np.float32).reshape(2, 3, 2, 2) % 5) - 1.5)

bn = nn.BatchNorm2d(3, momentum=0.8)
bn.set_train(True)
emit("bn2d_train", bn(x), rtol=1e-4, atol=1e-5)
emit("bn2d_moving_mean", bn.moving_mean, rtol=1e-4, atol=1e-6)
emit("bn2d_moving_var", bn.moving_variance, rtol=1e-4, atol=1e-6)
emit("bn2d_train_again", bn(x * 2), rtol=1e-4, atol=1e-5)
emit("bn2d_moving_mean_2", bn.moving_mean, rtol=1e-4, atol=1e-6)
emit("bn2d_moving_var_2", bn.moving_variance, rtol=1e-4, atol=1e-6)
bn.set_train(False)
emit("bn2d_eval", bn(x), rtol=1e-4, atol=1e-5)

bn2 = nn.BatchNorm2d(3, gamma_init=Tensor(np.array([1.0, 2.0, 0.5], np.float32)),
                     beta_init=Tensor(np.array([0.0, 1.0, -1.0], np.float32)))
bn2.set_train(True)
emit("bn2d_affine_train", bn2(x), rtol=1e-4, atol=1e-5)
g = ms.grad(bn2, grad_position=0, weights=bn2.trainable_params())(x)
emit("bn2d_affine_grad", g, rtol=1e-3, atol=1e-4)
bn2.set_train(False)
emit("bn2d_affine_eval", bn2(x), rtol=1e-4, atol=1e-5)

bn1 = nn.BatchNorm1d(4)
x1 = Tensor(np.array([[1.0, 2.0, 3.0, 4.0], [3.0, 2.0, 0.0, -4.0], [2.0, 5.0, 1.0, 0.0]], np.float32))
bn1.set_train(True)
emit("bn1d_train", bn1(x1), rtol=1e-4, atol=1e-5)
emit("bn1d_moving_mean", bn1.moving_mean, rtol=1e-4, atol=1e-6)
emit("bn1d_moving_var", bn1.moving_variance, rtol=1e-4, atol=1e-6)
bn1.set_train(False)
emit("bn1d_eval", bn1(x1), rtol=1e-4, atol=1e-5)
emit("bn_defaults", (bn1.moving_mean.name, bn1.gamma.name, bn.use_batch_statistics))
