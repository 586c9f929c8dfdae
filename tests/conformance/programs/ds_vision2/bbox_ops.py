"""vision *WithBBox transforms and BoundingBoxAugment at their deterministic limits (ut dataset
test_random_horizontal_flip_with_bbox, test_random_vertical_flip_with_bbox, test_resize_with_bbox,
test_random_crop_with_bbox, test_random_crop_and_resize_with_bbox, test_bounding_box_augment): msgraph lacked
them (AttributeError); boxes (x, y, w, h, extra columns kept) and MindSpore's BoundingBox error messages."""
import numpy as np
import mindspore.dataset.vision as vision
from mindspore.dataset.vision import Inter
from _conf import emit, emit_error

MODES = ("pynative",)

IMG = np.random.RandomState(0).randint(0, 256, (20, 30, 3)).astype(np.uint8)
BB = np.array([[3, 2, 5, 7, 1, 0, 0], [10, 4, 12, 9, 2, 1, 0]], np.float32)


def show(pair):
    return [[str(x.dtype), list(x.shape), float(x.astype(np.float64).sum()),
             np.round(x.astype(np.float64).ravel()[:20], 4).tolist()] for x in pair]


def call(op, bbox=BB):
    return op(IMG.copy(), bbox.copy())  # MindSpore's eager bbox ops write into the arrays passed


emit("hflip", show(call(vision.RandomHorizontalFlipWithBBox(1.0))))
emit("hflip_p0", show(call(vision.RandomHorizontalFlipWithBBox(0.0))))
emit("vflip", show(call(vision.RandomVerticalFlipWithBBox(1.0))))
emit("resize_down_boxes", show(call(vision.ResizeWithBBox(10)))[1])
emit("resize_nearest", show(call(vision.ResizeWithBBox((7, 9), Inter.NEAREST))))
emit("crop_full", show(call(vision.RandomCropWithBBox((20, 30)))))
emit("crop_padded", show(call(vision.RandomCropWithBBox((24, 34), padding=2))))
emit("resized_crop_full", show(call(vision.RandomResizedCropWithBBox((20, 30), scale=(1.0, 1.0), ratio=(1.5, 1.5)))))
emit("bbox_augment_ratio0", show(call(vision.BoundingBoxAugment(vision.RandomHorizontalFlip(1.0), 0.0))))
emit("zero_width_box", show(call(vision.RandomHorizontalFlipWithBBox(1.0), np.array([[1, 2, 0, 3]], np.float32))))
emit_error("box_out_of_image", lambda: call(vision.RandomHorizontalFlipWithBBox(1.0),
                                            np.array([[25, 2, 10, 3]], np.float32)))
emit_error("box_negative", lambda: call(vision.RandomVerticalFlipWithBBox(1.0), np.array([[-1, 2, 10, 3]], np.float32)))
emit_error("box_int", lambda: call(vision.ResizeWithBBox(10), np.array([[1, 2, 10, 3]], np.int32)))
emit_error("box_1d", lambda: call(vision.RandomCropWithBBox(5), np.array([1, 2, 10, 3], np.float32)))
emit_error("box_3_columns", lambda: call(vision.RandomHorizontalFlipWithBBox(1.0), np.array([[1, 2, 10]], np.float32)))
emit_error("bbox_augment_ratio", lambda: vision.BoundingBoxAugment(vision.RandomHorizontalFlip(1.0), 1.5))
emit_error("resize_bbox_size", lambda: vision.ResizeWithBBox((0, 5)))
emit_error("crop_bbox_padding", lambda: vision.RandomCropWithBBox(5, padding=(1, 2, 3)))
