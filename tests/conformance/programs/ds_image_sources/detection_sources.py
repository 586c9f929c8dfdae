"""VOCDataset and CocoDataset (ut test_datasets_voc, test_datasets_coco): msgraph had neither.  Columns, dtypes and
shapes per task (VOC bbox float32 (N, 4) as x, y, w, h; label/difficult/truncate uint32 (N, 1); COCO Stuff polygons
padded with -1, Panoptic segments_info, captions as strings), class_indexing filtering, extra_metadata, errors."""
import json
import os
import tempfile

import numpy as np
import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)

ROOT = tempfile.mkdtemp()
VOC = os.path.join(ROOT, "voc")
for sub in ("Annotations", "JPEGImages", "SegmentationClass", "ImageSets/Main", "ImageSets/Segmentation"):
    os.makedirs(os.path.join(VOC, sub))
OBJECTS = {"10": [("dog", 0, 1, (5, 6, 25, 40)), ("cat", 1, 0, (1, 2, 3, 4))],
           "11": [("person", 0, 0, (10, 10, 60, 30))],
           "12": [("cat", 0, 0, (1, 1, 8, 8)), ("person", 1, 1, (3, 3, 9, 12)), ("dog", 0, 0, (7, 1, 9, 2))],
           "bad": [("dog", 0, 0, (9, 9, 4, 12))], "zero": [("dog", 0, 0, (0, 3, 4, 12))]}
for name, objs in OBJECTS.items():
    xml = "<annotation><filename>%s.jpg</filename>" % name
    for cls, diff, trunc, (x0, y0, x1, y1) in objs:
        xml += (f"<object><name>{cls}</name><difficult>{diff}</difficult><truncated>{trunc}</truncated>"
                f"<bndbox><xmin>{x0}</xmin><ymin>{y0}</ymin><xmax>{x1}</xmax><ymax>{y1}</ymax></bndbox></object>")
    with open(os.path.join(VOC, "Annotations", name + ".xml"), "w") as f:
        f.write(xml + "</annotation>")
    for folder, ext in (("JPEGImages", ".jpg"), ("SegmentationClass", ".png")):
        with open(os.path.join(VOC, folder, name + ext), "wb") as f:
            f.write(bytes([0xFF, 0xD8, 0xFF, len(name), len(folder)]))
for sets, ids in (("Main/train.txt", ["11", "10", "12"]), ("Main/bad.txt", ["bad"]), ("Main/zero.txt", ["zero"]),
                  ("Segmentation/train.txt", ["12", "10"])):
    with open(os.path.join(VOC, "ImageSets", sets), "w") as f:
        f.write("\n".join(ids) + "\n")


def rows(data):
    return [{k: [str(v.dtype), list(v.shape), v.tolist()] for k, v in r.items()}
            for r in data.create_dict_iterator(num_epochs=1, output_numpy=True)]


det = ds.VOCDataset(VOC, task="Detection", usage="train", shuffle=False)
emit("voc_det", [det.get_col_names(), det.get_dataset_size(), det.get_class_indexing(), rows(det)])
ci = ds.VOCDataset(VOC, task="Detection", usage="train", shuffle=False, class_indexing={"cat": 7, "dog": 2})
emit("voc_det_ci", [ci.get_dataset_size(), ci.get_class_indexing(), rows(ci)])
seg = ds.VOCDataset(VOC, task="Segmentation", usage="train", shuffle=False, extra_metadata=True)
emit("voc_seg", [seg.get_col_names(), rows(seg)])
emit("voc_meta", rows(seg.rename("_meta-filename", "filename")))
emit_error("voc_seg_ci", lambda: ds.VOCDataset(VOC, task="Segmentation", class_indexing={"cat": 0}))
emit_error("voc_seg_get_ci", lambda: seg.get_class_indexing())
emit_error("voc_task", lambda: ds.VOCDataset(VOC, task="Classify"))
emit_error("voc_usage", lambda: ds.VOCDataset(VOC, task="Detection", usage="nothere"))
emit_error("voc_bad_box", lambda: rows(ds.VOCDataset(VOC, task="Detection", usage="bad")))
emit_error("voc_zero_box", lambda: rows(ds.VOCDataset(VOC, task="Detection", usage="zero")))

COCO = os.path.join(ROOT, "coco")
os.makedirs(COCO)
images = [{"file_name": f"{i:04d}.jpg", "id": 100 + i} for i in (3, 1, 2)]
for im in images:
    with open(os.path.join(COCO, im["file_name"]), "wb") as f:
        f.write(bytes([0xFF, 0xD8, im["id"] % 256]))
cats = [{"id": 1, "name": "person", "isthing": 1}, {"id": 4, "name": "kite", "isthing": 0}]
anns = [{"image_id": 103, "bbox": [1.5, 2, 3, 4], "category_id": 1, "iscrowd": 0, "area": 12,
         "segmentation": [[1, 2, 3, 4, 5, 6]], "keypoints": list(range(51)), "num_keypoints": 3, "caption": "a b"},
        {"image_id": 101, "bbox": [0, 0, 9, 9], "category_id": 4, "iscrowd": 1, "area": 81,
         "segmentation": {"counts": [7, 8, 9, 10], "size": [3, 3]}, "keypoints": [0] * 51, "num_keypoints": 0,
         "caption": "c"},
        {"image_id": 103, "bbox": [5, 5, 1, 1], "category_id": 4, "iscrowd": 0, "area": 1,
         "segmentation": [[1, 1, 2, 2], [3, 3, 4, 4, 5, 5, 6, 6]], "keypoints": [1] * 51, "num_keypoints": 17,
         "caption": "d e f"},
        {"image_id": 102, "bbox": [2, 2, 2, 2], "category_id": 1, "iscrowd": 0, "area": 4,
         "segmentation": [[9, 9, 9, 9]], "keypoints": [2] * 51, "num_keypoints": 1, "caption": "g"}]
for k, a in enumerate(anns):
    a["id"] = 500 + k
with open(os.path.join(ROOT, "no_id.json"), "w") as f:
    json.dump({"images": images, "annotations": [{x: y for x, y in a.items() if x != "id"} for a in anns],
               "categories": cats}, f)
with open(os.path.join(ROOT, "ann.json"), "w") as f:
    json.dump({"images": images, "annotations": anns, "categories": cats}, f)
panoptic = [{"image_id": im["id"], "file_name": im["file_name"],
             "segments_info": [{"id": 1, "category_id": a["category_id"], "iscrowd": a["iscrowd"], "bbox": a["bbox"],
                                "area": a["area"]} for a in anns if a["image_id"] == im["id"]]} for im in images]
with open(os.path.join(ROOT, "panoptic.json"), "w") as f:
    json.dump({"images": images, "annotations": panoptic, "categories": cats}, f)
with open(os.path.join(ROOT, "bad_cat.json"), "w") as f:
    json.dump({"images": images, "annotations": anns, "categories": cats[:1]}, f)
with open(os.path.join(ROOT, "no_images.json"), "w") as f:
    json.dump({"annotations": anns, "categories": cats}, f)

for task in ("Detection", "Stuff", "Keypoint", "Captioning"):
    data = ds.CocoDataset(COCO, os.path.join(ROOT, "ann.json"), task=task, shuffle=False)
    emit(f"coco_{task}", [data.get_col_names(), data.get_dataset_size(), rows(data)])
pan = ds.CocoDataset(COCO, os.path.join(ROOT, "panoptic.json"), task="Panoptic", shuffle=False, extra_metadata=True)
emit("coco_panoptic", [pan.get_col_names(), pan.get_class_indexing(), rows(pan.rename("_meta-filename", "f"))])
emit("coco_det_ci", ds.CocoDataset(COCO, os.path.join(ROOT, "ann.json")).get_class_indexing())
emit_error("coco_stuff_ci", lambda: ds.CocoDataset(COCO, os.path.join(ROOT, "ann.json"), task="Stuff")
           .get_class_indexing())
emit_error("coco_task", lambda: ds.CocoDataset(COCO, os.path.join(ROOT, "ann.json"), task="Segment"))
emit_error("coco_pk", lambda: ds.CocoDataset(COCO, os.path.join(ROOT, "ann.json"), sampler=ds.PKSampler(2)))
emit_error("coco_file", lambda: ds.CocoDataset(COCO, os.path.join(ROOT, "none.json")))
emit_error("coco_bad_cat", lambda: rows(ds.CocoDataset(COCO, os.path.join(ROOT, "bad_cat.json"))))
emit_error("coco_no_images", lambda: rows(ds.CocoDataset(COCO, os.path.join(ROOT, "no_images.json"))))
emit_error("coco_no_id", lambda: rows(ds.CocoDataset(COCO, os.path.join(ROOT, "no_id.json"))))
emit("coco_shuffled_size", ds.CocoDataset(COCO, os.path.join(ROOT, "ann.json"), num_samples=2).get_dataset_size())
emit("coco_bbox_np", np.concatenate([r[1] for r in ds.CocoDataset(
    COCO, os.path.join(ROOT, "ann.json"), shuffle=False).create_tuple_iterator(output_numpy=True)]))
