"""Adapted from tests/st/ops/cpu/test_dense_op.py, test_conv_op.py, test_maxpool_op.py, test_avgpool_op.py,
test_batchnorm_op.py, test_layer_norm_op.py, test_lrn_op.py, test_mirror_pad.py, test_pad_op.py, test_flatten_op.py,
test_bias_add.py, test_depthtospace_op.py, test_spacetodepth_op.py."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error

R = dict(rtol=1e-4, atol=1e-5)
img = Tensor((np.arange(2 * 3 * 5 * 5, dtype=np.float32).reshape(2, 3, 5, 5) % 7 - 3.0) / 3.0)
emit("maxpool_valid", P.MaxPool(kernel_size=2, strides=2, pad_mode="VALID")(img))
emit("maxpool_same", P.MaxPool(kernel_size=3, strides=2, pad_mode="SAME")(img))
emit("maxpool_cell_pad", nn.MaxPool2d(kernel_size=3, stride=2, pad_mode="pad", padding=1)(img))
emit("avgpool_valid", P.AvgPool(kernel_size=2, strides=1, pad_mode="valid")(img), **R)
emit("avgpool_same", P.AvgPool(kernel_size=3, strides=2, pad_mode="same")(img), **R)
emit("avgpool_cell_pad_no_count", nn.AvgPool2d(kernel_size=3, stride=2, pad_mode="pad", padding=1,
                                               count_include_pad=False)(img), **R)
emit("avgpool_cell_ceil", nn.AvgPool2d(kernel_size=2, stride=2, pad_mode="pad", ceil_mode=True)(img), **R)
emit("maxpool_ceil", nn.MaxPool2d(kernel_size=2, stride=2, pad_mode="pad", ceil_mode=True)(img))
emit("maxpool1d", nn.MaxPool1d(kernel_size=2, stride=2)(img[0]))
emit("adaptive_avg", ops.adaptive_avg_pool2d(img, (2, 3)), **R)
emit("adaptive_max", nn.AdaptiveMaxPool2d(2)(img))

wconv = Tensor((np.arange(4 * 3 * 3 * 3, dtype=np.float32).reshape(4, 3, 3, 3) % 5 - 2.0) / 4.0)
emit("conv2d_valid", P.Conv2D(4, 3, pad_mode="valid")(img, wconv), **R)
emit("conv2d_same_stride", P.Conv2D(4, 3, pad_mode="same", stride=2)(img, wconv), **R)
emit("conv2d_pad_dilation", P.Conv2D(4, 3, pad_mode="pad", pad=(1, 0, 2, 1), dilation=2)(img, wconv), **R)
emit("conv2d_group", P.Conv2D(3, 3, pad_mode="same", group=3)(img, wconv[:3, :1]), **R)


class Conv(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 2, 3, stride=1, pad_mode="pad", padding=1, has_bias=True, weight_init="ones",
                              bias_init="zeros")

    def construct(self, x):
        return self.conv(x)


emit("conv2d_cell", Conv()(img), **R)
emit("conv2d_transpose", nn.Conv2dTranspose(3, 2, 2, stride=2, pad_mode="valid", weight_init="ones")(img[:, :, :2, :2]),
     **R)
emit("dense", nn.Dense(5, 3, weight_init="ones", bias_init="zeros", activation="relu")(img[0, 0] - 0.5), **R)
emit("bias_add", P.BiasAdd()(img, Tensor(np.array([1.0, -1.0, 0.5], np.float32))), **R)
emit("flatten", P.Flatten()(img).shape)
emit("flatten_cell_dims", nn.Flatten(start_dim=2)(img).shape)

bn_x = Tensor(np.arange(2 * 3 * 2 * 2, dtype=np.float32).reshape(2, 3, 2, 2) / 4.0)


class BN(nn.Cell):
    def __init__(self, training):
        super().__init__()
        self.bn = nn.BatchNorm2d(3, momentum=0.8, eps=1e-3)
        self.bn.set_train(training)

    def construct(self, x):
        return self.bn(x)


bn = BN(True)
emit("batchnorm_train", bn(bn_x), **R)
emit("batchnorm_moving_mean", bn.bn.moving_mean.value(), **R)
emit("batchnorm_moving_var", bn.bn.moving_variance.value(), **R)
emit("batchnorm_eval", BN(False)(bn_x), **R)
emit("layernorm_last", nn.LayerNorm((2,), begin_norm_axis=-1, begin_params_axis=-1)(bn_x), **R)
emit("layernorm_op", P.LayerNorm(begin_norm_axis=1, begin_params_axis=1)(
    bn_x, Tensor(np.ones((3, 2, 2), np.float32)), Tensor(np.zeros((3, 2, 2), np.float32))), **R)
emit("mirror_pad_reflect", nn.Pad(((0, 0), (0, 0), (1, 2), (2, 1)), mode="REFLECT")(img[:1, :1]))
emit("mirror_pad_symmetric", nn.Pad(((0, 0), (0, 0), (1, 2), (2, 1)), mode="SYMMETRIC")(img[:1, :1]))
emit("pad_constant", P.Pad(((1, 1), (0, 2)))(img[0, 0]))
emit("pad_fn_neg", ops.pad(img[0, 0], (1, -1, -2, 2), value=9.0))
emit("depth_to_space", P.DepthToSpace(2)(Tensor(np.arange(16, dtype=np.float32).reshape(1, 4, 2, 2))))
emit("space_to_depth", P.SpaceToDepth(2)(Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))))
emit("dropout_eval", nn.Dropout(p=0.5).set_train(False)(img[0, 0]))
emit("identity", nn.Identity()(img[0, 0]))
