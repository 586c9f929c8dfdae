"""Image dataset sources (engine/image_sources.py) and PKSampler, against values observed from MindSpore 2.10."""
import json
import os

import numpy as np
import pytest

import msgraph.dataset as ds


@pytest.fixture
def folder(tmp_path):
    """An ImageFolder tree: classes c0..c3 with 5, 2, 4, 1 files; byte 1 of a file is its index in its class."""
    for c, n in enumerate((5, 2, 4, 1)):
        (tmp_path / f"c{c}").mkdir()
        for i in range(n):
            (tmp_path / f"c{c}" / f"f{i}.jpg").write_bytes(bytes([c, i]))
    return str(tmp_path)


def _pk_rows(data, epochs=1):
    it = data.create_tuple_iterator(num_epochs=epochs, output_numpy=True)
    return [[(int(r[1]), int(r[0][1])) for r in it] for _ in range(epochs)]


def test_pk_sampler_draws_as_mindspore(folder):
    seed = ds.config.get_seed()
    try:
        ds.config.set_seed(0)
        data = ds.ImageFolderDataset(folder, sampler=ds.PKSampler(3, shuffle=True))
        assert data.get_dataset_size() == 12
        assert _pk_rows(data) == [[(0, 3), (0, 4), (0, 3), (2, 3), (2, 2), (2, 3), (1, 0), (1, 1), (1, 1),
                                   (3, 0), (3, 0), (3, 0)]]
        ds.config.set_seed(7)     # later passes of one iterator draw from seed + pass, classes kept in order
        data = ds.ImageFolderDataset(folder, sampler=ds.PKSampler(3))
        first, second, third = _pk_rows(data, 3)
        assert [p for _, p in first] == [0, 1, 3, 0, 0, 1, 2, 1, 3, 0, 0, 0]
        assert [p for _, p in second] == [4, 0, 4, 0, 1, 0, 2, 3, 0, 0, 0, 0]
        assert [p for _, p in third] == [0, 1, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0]
        ds.config.set_seed(5)
        data = ds.ImageFolderDataset(folder, sampler=ds.PKSampler(3, shuffle=True))
        assert _pk_rows(data, 2)[1] == [(3, 0), (3, 0), (3, 0), (0, 1), (0, 4), (0, 0), (1, 0), (1, 0), (1, 0),
                                        (2, 3), (2, 2), (2, 0)]
        assert ds.ImageFolderDataset(folder, sampler=ds.PKSampler(3, num_samples=5)).get_dataset_size() == 5
    finally:
        ds.config.set_seed(seed)


def test_pk_sampler_errors(folder):
    with pytest.raises(TypeError):
        ds.PKSampler(1.5)
    with pytest.raises(NotImplementedError):
        ds.PKSampler(2, num_class=2)
    with pytest.raises(RuntimeError, match="sampler and shuffle cannot be specified"):
        ds.LSUNDataset(folder, sampler=ds.PKSampler(2), shuffle=False)
    with pytest.raises(RuntimeError):
        list(ds.ImageFolderDataset(folder, sampler=ds.PKSampler(0)))


def test_lsun_labels_count_folders(tmp_path):
    for name, n in (("bedroom_train", 2), ("bedroom_val", 1), ("tower_train", 1)):
        (tmp_path / name).mkdir()
        for i in range(n):
            (tmp_path / name / f"{i}.jpg").write_bytes(bytes([len(name), i]))
    rows = [(int(r[1]), bytes(r[0])) for r in ds.LSUNDataset(str(tmp_path), shuffle=False)
            .create_tuple_iterator(output_numpy=True)]
    assert rows == [(0, bytes([13, 0])), (0, bytes([13, 1])), (1, bytes([11, 0])), (2, bytes([11, 0]))]
    with pytest.raises(ValueError):
        ds.LSUNDataset(str(tmp_path), classes=["cave"])
    with pytest.raises(TypeError, match="missing a required argument: 'dataset_dir'"):
        ds.LSUNDataset()


def test_voc_detection_columns(tmp_path):
    for sub in ("Annotations", "JPEGImages", "ImageSets/Main"):
        (tmp_path / sub).mkdir(parents=True)
    (tmp_path / "Annotations" / "a.xml").write_text(
        "<annotation><object><name>dog</name><difficult>1</difficult><bndbox><xmin>2</xmin><ymin>3</ymin>"
        "<xmax>7</xmax><ymax>9</ymax></bndbox></object><object><name>cat</name><bndbox><xmin>1</xmin>"
        "<ymin>1</ymin><xmax>2</xmax><ymax>2</ymax></bndbox></object></annotation>")
    (tmp_path / "JPEGImages" / "a.jpg").write_bytes(b"\xff\xd8\xff")
    (tmp_path / "ImageSets" / "Main" / "train.txt").write_text("a\n")
    data = ds.VOCDataset(str(tmp_path), task="Detection", shuffle=False, extra_metadata=True)
    assert data.get_col_names() == ["image", "bbox", "label", "difficult", "truncate", "_meta-filename"]
    row = next(data.create_dict_iterator(output_numpy=True))
    assert "_meta-filename" not in row                     # hidden unless renamed, as in MindSpore
    assert row["bbox"].dtype == np.float32 and row["bbox"].tolist() == [[2, 3, 5, 6], [1, 1, 1, 1]]
    assert row["label"].dtype == np.uint32 and row["label"].tolist() == [[1], [0]]
    assert row["difficult"].tolist() == [[1], [0]]
    assert data.get_class_indexing() == {"cat": 0, "dog": 1}


def test_coco_stuff_pads_polygons(tmp_path):
    (tmp_path / "1.jpg").write_bytes(b"\xff\xd8")
    ann = {"images": [{"file_name": "1.jpg", "id": 1}], "categories": [{"id": 1, "name": "a"}],
           "annotations": [{"id": 5, "image_id": 1, "category_id": 1, "iscrowd": 0, "bbox": [1, 2, 3, 4],
                            "segmentation": [[1, 2, 3], [4, 5, 6, 7, 8]]}]}
    (tmp_path / "a.json").write_text(json.dumps(ann))
    row = next(ds.CocoDataset(str(tmp_path), str(tmp_path / "a.json"), task="Stuff", shuffle=False)
               .create_dict_iterator(output_numpy=True))
    assert row["segmentation"].tolist() == [[1, 2, 3, -1, -1], [4, 5, 6, 7, 8]]
    assert row["iscrowd"].tolist() == [[0]]


def test_map_failure_names_the_file(folder):
    def fail(x):
        raise ValueError("no")

    data = ds.ImageFolderDataset(folder, shuffle=False).map(fail, ["image"])
    with pytest.raises(RuntimeError, match="The corresponding data file is: " + os.path.join(folder, "c0", "f0.jpg")):
        list(data)


def test_fake_image_labels(tmp_path):
    data = ds.FakeImageDataset(num_images=12, image_size=(1, 1, 3), num_classes=4, base_seed=3, shuffle=False)
    labels = [int(r[1]) for r in data.create_tuple_iterator(output_numpy=True)]
    assert labels == [2, 3, 0, 3, 0, 3, 0, 3, 0, 0, 3, 2]    # MindSpore's (std::mt19937(base_seed + i))


def test_weighted_random_sampler_checks():
    with pytest.raises(TypeError, match="type of weights element must be number"):
        ds.WeightedRandomSampler((0.9, 0.8))
    with pytest.raises(RuntimeError, match="weights vector must not be empty"):
        ds.WeightedRandomSampler([]).parse()
    with pytest.raises(RuntimeError, match="must not be all zero"):
        ds.WeightedRandomSampler([0, 0]).parse()


def test_user_sampler_reset_per_pass():
    class Counting(ds.Sampler):
        def __init__(self):
            super().__init__(2)
            self.cnt = 0

        def __iter__(self):
            return iter([self.cnt] * self.num_samples)

        def reset(self):
            self.cnt += 1

    data = ds.NumpySlicesDataset(np.arange(5), sampler=Counting()).repeat(3)
    assert [int(r[0]) for r in data.create_tuple_iterator(num_epochs=1, output_numpy=True)] == [0, 0, 1, 1, 2, 2]
