"""YOLOv3 from MindSpore's model zoo (official/cv/YOLOv3/src/yolo.py + loss.py, a reduced backbone and
channels): _conv_bn_relu (pad_mode 'same', LeakyReLU), YoloBlock, the neck (ops.Shape of the input,
ResizeNearestNeighbor built in construct, Concat), DetectionBlock (tuple_to_array, Tile, Sigmoid, Exp,
anchors), YoloLossBlock (Iou with scalar_to_tensor, ReduceMax, Select/Equal/Fill, Log,
stop_gradient, SigmoidCrossEntropyWithLogits, ReduceSum over ()), YoloWithLossCell; eval outputs,
loss, gradients, Momentum train steps with weight decay and a piecewise-constant lr list."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from _conf import emit
from _zoo3 import head, image, set_weights


class Config:
    anchor_scales = [(4, 5), (6, 8), (9, 7), (10, 12), (12, 16), (16, 10), (18, 20), (24, 22), (30, 28)]
    num_classes = 2
    ignore_threshold = 0.7
    keep_detect = True
    backbone_shape = [4, 6, 8, 10, 12]
    out_channel = 3 * (5 + 2)


def _conv_bn_relu(in_channel, out_channel, ksize, stride=1, padding=0, dilation=1, alpha=0.1, momentum=0.9,
                  eps=1e-5, pad_mode="same"):
    return nn.SequentialCell(
        [nn.Conv2d(in_channel, out_channel, kernel_size=ksize, stride=stride, padding=padding, dilation=dilation,
                   pad_mode=pad_mode),
         nn.BatchNorm2d(out_channel, momentum=momentum, eps=eps),
         nn.LeakyReLU(alpha)])


class TinyBackbone(nn.Cell):
    """Three stride-2 stages standing in for DarkNet53 (strides 8, 16, 32)."""

    def __init__(self, shape):
        super(TinyBackbone, self).__init__()
        self.conv0 = _conv_bn_relu(3, shape[0], ksize=3, stride=2)
        self.conv1 = _conv_bn_relu(shape[0], shape[1], ksize=3, stride=2)
        self.conv2 = _conv_bn_relu(shape[1], shape[2], ksize=3, stride=2)
        self.conv3 = _conv_bn_relu(shape[2], shape[3], ksize=3, stride=2)
        self.conv4 = _conv_bn_relu(shape[3], shape[4], ksize=3, stride=2)

    def construct(self, x):
        c1 = self.conv1(self.conv0(x))
        c2 = self.conv2(c1)
        c3 = self.conv3(c2)
        c4 = self.conv4(c3)
        return c2, c3, c4


class YoloBlock(nn.Cell):
    def __init__(self, in_channels, out_chls, out_channels):
        super(YoloBlock, self).__init__()
        out_chls_2 = out_chls * 2
        self.conv0 = _conv_bn_relu(in_channels, out_chls, ksize=1)
        self.conv1 = _conv_bn_relu(out_chls, out_chls_2, ksize=3)
        self.conv2 = _conv_bn_relu(out_chls_2, out_chls, ksize=1)
        self.conv3 = nn.Conv2d(out_chls, out_channels, kernel_size=1, stride=1, has_bias=True)

    def construct(self, x):
        c1 = self.conv0(x)
        c2 = self.conv1(c1)
        c3 = self.conv2(c2)
        out = self.conv3(c3)
        return c3, out


class YOLOv3(nn.Cell):
    def __init__(self, backbone_shape, backbone, out_channel):
        super(YOLOv3, self).__init__()
        self.out_channel = out_channel
        self.backbone = backbone
        self.backblock0 = YoloBlock(backbone_shape[-1], out_chls=backbone_shape[-2], out_channels=out_channel)
        self.conv1 = _conv_bn_relu(in_channel=backbone_shape[-2], out_channel=backbone_shape[-2] // 2, ksize=1)
        self.backblock1 = YoloBlock(in_channels=backbone_shape[-2] // 2 + backbone_shape[-2],
                                    out_chls=backbone_shape[-3], out_channels=out_channel)
        self.conv2 = _conv_bn_relu(in_channel=backbone_shape[-3], out_channel=backbone_shape[-3] // 2, ksize=1)
        self.backblock2 = YoloBlock(in_channels=backbone_shape[-3] // 2 + backbone_shape[-3],
                                    out_chls=backbone_shape[-4], out_channels=out_channel)
        self.concat = ops.Concat(axis=1)

    def construct(self, x):
        img_hight = ops.Shape()(x)[2]
        img_width = ops.Shape()(x)[3]
        feature_map1, feature_map2, feature_map3 = self.backbone(x)
        con1, big_object_output = self.backblock0(feature_map3)
        con1 = self.conv1(con1)
        ups1 = ops.ResizeNearestNeighbor((img_hight // 16, img_width // 16))(con1)
        con1 = self.concat((ups1, feature_map2))
        con2, medium_object_output = self.backblock1(con1)
        con2 = self.conv2(con2)
        ups2 = ops.ResizeNearestNeighbor((img_hight // 8, img_width // 8))(con2)
        con3 = self.concat((ups2, feature_map1))
        _, small_object_output = self.backblock2(con3)
        return big_object_output, medium_object_output, small_object_output


class DetectionBlock(nn.Cell):
    def __init__(self, scale, config=None, is_training=True):
        super(DetectionBlock, self).__init__()
        self.config = config
        if scale == 's':
            idx = (0, 1, 2)
        elif scale == 'm':
            idx = (3, 4, 5)
        elif scale == 'l':
            idx = (6, 7, 8)
        else:
            raise KeyError("Invalid scale value for DetectionBlock")
        self.anchors = ms.Tensor([self.config.anchor_scales[i] for i in idx], ms.float32)
        self.num_anchors_per_scale = 3
        self.num_attrib = 4 + 1 + self.config.num_classes
        self.sigmoid = nn.Sigmoid()
        self.reshape = ops.Reshape()
        self.tile = ops.Tile()
        self.concat = ops.Concat(axis=-1)
        self.conf_training = is_training

    def construct(self, x, input_shape):
        num_batch = ops.Shape()(x)[0]
        grid_size = ops.Shape()(x)[2:4]
        prediction = ops.Reshape()(x, (num_batch, self.num_anchors_per_scale, self.num_attrib,
                                       grid_size[0], grid_size[1]))
        prediction = ops.Transpose()(prediction, (0, 3, 4, 1, 2))
        range_x = range(grid_size[1])
        range_y = range(grid_size[0])
        grid_x = ops.Cast()(ops.tuple_to_array(range_x), ms.float32)
        grid_y = ops.Cast()(ops.tuple_to_array(range_y), ms.float32)
        grid_x = self.tile(self.reshape(grid_x, (1, 1, -1, 1, 1)), (1, grid_size[0], 1, 1, 1))
        grid_y = self.tile(self.reshape(grid_y, (1, -1, 1, 1, 1)), (1, 1, grid_size[1], 1, 1))
        grid = self.concat((grid_x, grid_y))
        box_xy = prediction[:, :, :, :, :2]
        box_wh = prediction[:, :, :, :, 2:4]
        box_xy = (self.sigmoid(box_xy) + grid) / ops.Cast()(ops.tuple_to_array((grid_size[1],
                                                                                grid_size[0])), ms.float32)
        box_wh = ops.Exp()(box_wh) * self.anchors / input_shape
        if self.conf_training:
            return grid, prediction, box_xy, box_wh
        box_confidence = prediction[:, :, :, :, 4:5]
        box_probs = prediction[:, :, :, :, 5:]
        box_confidence = self.sigmoid(box_confidence)
        box_probs = self.sigmoid(box_probs)
        return self.concat((box_xy, box_wh, box_confidence, box_probs))


class Iou(nn.Cell):
    def __init__(self):
        super(Iou, self).__init__()
        self.min = ops.Minimum()
        self.max = ops.Maximum()

    def construct(self, box1, box2):
        box1_xy = box1[:, :, :, :, :, :2]
        box1_wh = box1[:, :, :, :, :, 2:4]
        box1_mins = box1_xy - box1_wh / ops.scalar_to_tensor(2.0)
        box1_maxs = box1_xy + box1_wh / ops.scalar_to_tensor(2.0)
        box2_xy = box2[:, :, :, :, :, :2]
        box2_wh = box2[:, :, :, :, :, 2:4]
        box2_mins = box2_xy - box2_wh / ops.scalar_to_tensor(2.0)
        box2_maxs = box2_xy + box2_wh / ops.scalar_to_tensor(2.0)
        intersect_mins = self.max(box1_mins, box2_mins)
        intersect_maxs = self.min(box1_maxs, box2_maxs)
        intersect_wh = self.max(intersect_maxs - intersect_mins, ops.scalar_to_tensor(0.0))
        intersect_area = ops.Squeeze(-1)(intersect_wh[:, :, :, :, :, 0:1]) * \
            ops.Squeeze(-1)(intersect_wh[:, :, :, :, :, 1:2])
        box1_area = ops.Squeeze(-1)(box1_wh[:, :, :, :, :, 0:1]) * ops.Squeeze(-1)(box1_wh[:, :, :, :, :, 1:2])
        box2_area = ops.Squeeze(-1)(box2_wh[:, :, :, :, :, 0:1]) * ops.Squeeze(-1)(box2_wh[:, :, :, :, :, 1:2])
        iou = intersect_area / (box1_area + box2_area - intersect_area)
        return iou


class XYLoss(nn.Cell):
    def __init__(self):
        super(XYLoss, self).__init__()
        self.cross_entropy = ops.SigmoidCrossEntropyWithLogits()
        self.reduce_sum = ops.ReduceSum()

    def construct(self, object_mask, box_loss_scale, predict_xy, true_xy):
        xy_loss = object_mask * box_loss_scale * self.cross_entropy(predict_xy, true_xy)
        xy_loss = self.reduce_sum(xy_loss, ())
        return xy_loss


class WHLoss(nn.Cell):
    def __init__(self):
        super(WHLoss, self).__init__()
        self.square = ops.Square()
        self.reduce_sum = ops.ReduceSum()

    def construct(self, object_mask, box_loss_scale, predict_wh, true_wh):
        wh_loss = object_mask * box_loss_scale * 0.5 * ops.Square()(true_wh - predict_wh)
        wh_loss = self.reduce_sum(wh_loss, ())
        return wh_loss


class ConfidenceLoss(nn.Cell):
    def __init__(self):
        super(ConfidenceLoss, self).__init__()
        self.cross_entropy = ops.SigmoidCrossEntropyWithLogits()
        self.reduce_sum = ops.ReduceSum()

    def construct(self, object_mask, predict_confidence, ignore_mask):
        confidence_loss = self.cross_entropy(predict_confidence, object_mask)
        confidence_loss = object_mask * confidence_loss + (1 - object_mask) * confidence_loss * ignore_mask
        confidence_loss = self.reduce_sum(confidence_loss, ())
        return confidence_loss


class ClassLoss(nn.Cell):
    def __init__(self):
        super(ClassLoss, self).__init__()
        self.cross_entropy = ops.SigmoidCrossEntropyWithLogits()
        self.reduce_sum = ops.ReduceSum()

    def construct(self, object_mask, predict_class, class_probs):
        class_loss = object_mask * self.cross_entropy(predict_class, class_probs)
        class_loss = self.reduce_sum(class_loss, ())
        return class_loss


class YoloLossBlock(nn.Cell):
    def __init__(self, scale, config=None):
        super(YoloLossBlock, self).__init__()
        self.config = config
        if scale == 's':
            idx = (0, 1, 2)
        elif scale == 'm':
            idx = (3, 4, 5)
        elif scale == 'l':
            idx = (6, 7, 8)
        else:
            raise KeyError("Invalid scale value for DetectionBlock")
        self.anchors = ms.Tensor([self.config.anchor_scales[i] for i in idx], ms.float32)
        self.ignore_threshold = ms.Tensor(self.config.ignore_threshold, ms.float32)
        self.concat = ops.Concat(axis=-1)
        self.iou = Iou()
        self.reduce_max = ops.ReduceMax(keep_dims=False)
        self.xy_loss = XYLoss()
        self.wh_loss = WHLoss()
        self.confidenceLoss = ConfidenceLoss()
        self.classLoss = ClassLoss()

    def construct(self, grid, prediction, pred_xy, pred_wh, y_true, gt_box, input_shape):
        object_mask = y_true[:, :, :, :, 4:5]
        class_probs = y_true[:, :, :, :, 5:]
        grid_shape = ops.Shape()(prediction)[1:3]
        grid_shape = ops.Cast()(ops.tuple_to_array(grid_shape[::-1]), ms.float32)
        pred_boxes = self.concat((pred_xy, pred_wh))
        true_xy = y_true[:, :, :, :, :2] * grid_shape - grid
        true_wh = y_true[:, :, :, :, 2:4]
        true_wh = ops.Select()(ops.Equal()(true_wh, 0.0), ops.Fill()(ops.DType()(true_wh),
                                                                     ops.Shape()(true_wh), 1.0), true_wh)
        true_wh = ops.Log()(true_wh / self.anchors * input_shape)
        box_loss_scale = 2 - y_true[:, :, :, :, 2:3] * y_true[:, :, :, :, 3:4]
        gt_shape = ops.Shape()(gt_box)
        gt_box = ops.Reshape()(gt_box, (gt_shape[0], 1, 1, 1, gt_shape[1], gt_shape[2]))
        iou = self.iou(ops.ExpandDims()(pred_boxes, -2), gt_box)
        best_iou = self.reduce_max(iou, -1)
        ignore_mask = best_iou < self.ignore_threshold
        ignore_mask = ops.Cast()(ignore_mask, ms.float32)
        ignore_mask = ops.ExpandDims()(ignore_mask, -1)
        ignore_mask = ops.stop_gradient(ignore_mask)
        xy_loss = self.xy_loss(object_mask, box_loss_scale, prediction[:, :, :, :, :2], true_xy)
        wh_loss = self.wh_loss(object_mask, box_loss_scale, prediction[:, :, :, :, 2:4], true_wh)
        confidence_loss = self.confidenceLoss(object_mask, prediction[:, :, :, :, 4:5], ignore_mask)
        class_loss = self.classLoss(object_mask, prediction[:, :, :, :, 5:], class_probs)
        loss = xy_loss + wh_loss + confidence_loss + class_loss
        batch_size = ops.Shape()(prediction)[0]
        return loss / batch_size


class YOLOV3(nn.Cell):
    def __init__(self, is_training, config):
        super(YOLOV3, self).__init__()
        self.config = config
        self.keep_detect = self.config.keep_detect
        self.tenser_to_array = ops.TupleToArray()
        self.feature_map = YOLOv3(backbone=TinyBackbone(config.backbone_shape),
                                  backbone_shape=self.config.backbone_shape, out_channel=self.config.out_channel)
        self.detect_1 = DetectionBlock('l', is_training=is_training, config=self.config)
        self.detect_2 = DetectionBlock('m', is_training=is_training, config=self.config)
        self.detect_3 = DetectionBlock('s', is_training=is_training, config=self.config)

    def construct(self, x):
        input_shape = ops.shape(x)[2:4]
        input_shape = ops.cast(self.tenser_to_array(input_shape), ms.float32)
        big_object_output, medium_object_output, small_object_output = self.feature_map(x)
        if not self.keep_detect:
            return big_object_output, medium_object_output, small_object_output
        output_big = self.detect_1(big_object_output, input_shape)
        output_me = self.detect_2(medium_object_output, input_shape)
        output_small = self.detect_3(small_object_output, input_shape)
        return output_big, output_me, output_small


class YoloWithLossCell(nn.Cell):
    def __init__(self, network, config):
        super(YoloWithLossCell, self).__init__()
        self.yolo_network = network
        self.config = config
        self.tenser_to_array = ops.TupleToArray()
        self.loss_big = YoloLossBlock('l', self.config)
        self.loss_me = YoloLossBlock('m', self.config)
        self.loss_small = YoloLossBlock('s', self.config)

    def construct(self, x, y_true_0, y_true_1, y_true_2, gt_0, gt_1, gt_2):
        input_shape = ops.shape(x)[2:4]
        input_shape = ops.cast(self.tenser_to_array(input_shape), ms.float32)
        yolo_out = self.yolo_network(x)
        loss_l = self.loss_big(*yolo_out[0], y_true_0, gt_0, input_shape)
        loss_m = self.loss_me(*yolo_out[1], y_true_1, gt_1, input_shape)
        loss_s = self.loss_small(*yolo_out[2], y_true_2, gt_2, input_shape)
        return loss_l + loss_m + loss_s


def y_true(batch, g, objs):
    y = np.zeros((batch, g, g, 3, 7), np.float32)
    for (b, gy, gx, a, cx, cy, w, h, c) in objs:
        y[b, gy, gx, a, :4] = (cx, cy, w, h)
        y[b, gy, gx, a, 4] = 1.0
        y[b, gy, gx, a, 5 + c] = 1.0
    return ms.Tensor(y)


config = Config()
x = image(2, 3, 64)
yt0 = y_true(2, 2, [(0, 1, 0, 2, 0.3, 0.7, 0.45, 0.4, 1), (1, 0, 1, 0, 0.8, 0.2, 0.2, 0.3, 0)])
yt1 = y_true(2, 4, [(0, 2, 1, 1, 0.3, 0.6, 0.2, 0.15, 0), (1, 3, 3, 2, 0.9, 0.8, 0.25, 0.3, 1)])
yt2 = y_true(2, 8, [(0, 5, 2, 0, 0.3, 0.65, 0.06, 0.08, 1), (1, 1, 6, 1, 0.8, 0.15, 0.1, 0.12, 0)])
gt = ms.Tensor(np.array([[[0.3, 0.7, 0.45, 0.4], [0.3, 0.6, 0.2, 0.15], [0.3, 0.65, 0.06, 0.08]],
                         [[0.8, 0.2, 0.2, 0.3], [0.9, 0.8, 0.25, 0.3], [0.8, 0.15, 0.1, 0.12]]], np.float32))

infer = YOLOV3(is_training=False, config=config)
emit("param count", len(set_weights(infer)))
infer.set_train(False)
out_big, out_me, out_small = infer(x)
emit("eval output shapes", (out_big.shape, out_me.shape, out_small.shape))
emit("eval big", head(out_big, 48), rtol=1e-4, atol=1e-6)
emit("eval medium", head(out_me, 48), rtol=1e-4, atol=1e-6)
emit("eval small", head(out_small, 48), rtol=1e-4, atol=1e-6)

network = YOLOV3(is_training=True, config=config)
set_weights(network)
net = YoloWithLossCell(network, config)
net.set_train(False)
emit("loss (eval BN)", net(x, yt0, yt1, yt2, gt, gt, gt), rtol=1e-4, atol=1e-5)
weights = [network.feature_map.backbone.conv0[0].weight, network.feature_map.backblock2.conv3.bias,
           network.feature_map.conv1[1].gamma]
grads = ms.grad(net, None, weights)(x, yt0, yt1, yt2, gt, gt, gt)
for w, g in zip(weights, grads):
    emit("grad " + w.name, head(g, 32), rtol=1e-3, atol=1e-5)

net.set_train(True)
lr = nn.piecewise_constant_lr([1, 3], [0.01, 0.001])
emit("piecewise lr", lr)
opt = nn.Momentum(params=net.trainable_params(), learning_rate=lr, momentum=0.9, weight_decay=0.0005)
train = nn.TrainOneStepCell(net, opt, sens=1.0)
for step in range(2):
    emit(f"train step {step} loss", train(x, yt0, yt1, yt2, gt, gt, gt), rtol=1e-4, atol=1e-5)
emit("learning rate now", opt.get_lr(), rtol=1e-6)
emit("bn moving mean after", network.feature_map.backbone.conv0[1].moving_mean, rtol=1e-4, atol=1e-6)
net.set_train(False)
emit("loss after", net(x, yt0, yt1, yt2, gt, gt, gt), rtol=1e-3, atol=1e-4)
